import { z } from 'zod';
import { defineCall } from '../../call';
import { envelopeSchema } from '../../envelope';

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
export const caWebMenu = defineCall({
  method: 'POST',
  path: '/mibd/ca/product/web_menu',
  tag: 'catalogue navigation',
  summary: 'Caracole header menu (pc, pad) and footer',
  body: emptyBody,
  response: envelopeSchema(
    z.object({
      pc: z.array(menuNodeSchema),
      pad: z.array(menuNodeSchema),
      footer: z.array(footerGroupSchema),
    }),
  ),
});

/** POST /mibd/jc/product/category_list {} → val.menu, val.footer (JC). */
export const jcCategoryList = defineCall({
  method: 'POST',
  path: '/mibd/jc/product/category_list',
  tag: 'catalogue navigation',
  summary: 'Jonathan Charles menu and footer',
  body: emptyBody,
  response: envelopeSchema(
    z.object({ menu: z.array(menuNodeSchema), footer: z.array(footerGroupSchema) }),
  ),
});

/** POST /mibd_ol/product/category_list → val.menu (FFD; the spec does not show the payload). */
export const ffdCategoryList = defineCall({
  method: 'POST',
  path: '/mibd_ol/product/category_list',
  tag: 'catalogue navigation',
  summary: 'Flash Deals menu and footer',
  body: emptyBody.optional(),
  response: envelopeSchema(
    z.object({ menu: z.array(menuNodeSchema), footer: z.array(footerGroupSchema) }),
  ),
});
