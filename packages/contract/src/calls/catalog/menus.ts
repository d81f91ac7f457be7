import { z } from 'zod';
import { callGroup } from '../call-group';

const { post } = callGroup('catalogue navigation');

/** A node of the header product menu (spec 3: val.menu). */
export interface MenuNode {
  name: string;
  link: string;
  _blank: boolean;
  /** '1' a list of text links, '5' an image grid (children carry preview_link). */
  second_menu_style: '1' | '5';
  children: MenuNode[];
  preview_link: string;
  is_show: boolean;
}

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    link: z.string(),
    _blank: z.boolean(),
    second_menu_style: z.enum(['1', '5']),
    children: z.array(menuNodeSchema),
    preview_link: z.string(),
    is_show: z.boolean(),
  }),
);

/** A footer group (spec 3: "footer group name and children"). */
export const footerGroupSchema = z.object({
  name: z.string(),
  children: z.array(z.object({ name: z.string(), link: z.string(), _blank: z.boolean() })),
});
export type FooterGroup = z.infer<typeof footerGroupSchema>;

const emptyBody = z.object({}).passthrough();

/** POST /mibd/ca/product/web_menu {} → val.pc, val.pad, val.footer (CA and CA_DEALER). */
export const caWebMenu = post(
  '/mibd/ca/product/web_menu',
  'Caracole header menu (pc, pad) and footer',
  {
    body: emptyBody,
    val: z.object({
      pc: z.array(menuNodeSchema),
      pad: z.array(menuNodeSchema),
      footer: z.array(footerGroupSchema),
    }),
  },
);

/** POST /mibd/jc/product/category_list {} → val.menu, val.footer (JC). */
export const jcCategoryList = post(
  '/mibd/jc/product/category_list',
  'Jonathan Charles menu and footer',
  {
    body: emptyBody,
    val: z.object({ menu: z.array(menuNodeSchema), footer: z.array(footerGroupSchema) }),
  },
);

/** POST /mibd_ol/product/category_list → val.menu (FFD; the spec does not show the payload). */
export const ffdCategoryList = post(
  '/mibd_ol/product/category_list',
  'Flash Deals menu and footer',
  {
    body: emptyBody.optional(),
    val: z.object({ menu: z.array(menuNodeSchema), footer: z.array(footerGroupSchema) }),
  },
);
