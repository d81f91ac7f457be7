import {
  type BrandCode,
  categoryList,
  caWebMenu,
  ffdCategoryList,
  jcCategoryList,
  type MenuNode,
} from '@portal/contract';
import { type CallVal, call } from '../../../lib/call';

/** The header menus of a site: `bar` for wide screens, `drawer` for the menu drawer. */
export interface BrandMenu {
  bar: MenuNode[];
  drawer: MenuNode[];
}

/** The menu calls of the brands, and what their answers may hold. */
type MenuDescriptor =
  | typeof caWebMenu
  | typeof jcCategoryList
  | typeof ffdCategoryList
  | typeof categoryList;
export type MenuVal = Partial<CallVal<typeof caWebMenu> & CallVal<typeof categoryList>>;

export interface MenuCall {
  call: MenuDescriptor;
  /** Picks the menus out of `val`. */
  pick: (val: MenuVal) => BrandMenu;
}

const asNodes = (value: unknown): MenuNode[] => (Array.isArray(value) ? (value as MenuNode[]) : []);
const sameMenu = (val: MenuVal) => {
  const nodes = asNodes(val.menu);
  return { bar: nodes, drawer: nodes };
};

/**
 * Which call holds a brand's product menu (spec 7): Caracole's web_menu (`pc` on wide screens,
 * `pad` in the drawer), Jonathan Charles' and the flash-deal site's category lists, and the
 * category list of the others (HOM, ROWE, ART).
 */
export function menuCallFor(brand: BrandCode): MenuCall {
  switch (brand) {
    case 'CA':
    case 'CA_DEALER':
      return {
        call: caWebMenu,
        pick: (val) => ({ bar: asNodes(val.pc), drawer: asNodes(val.pad) }),
      };
    case 'JC':
      return { call: jcCategoryList, pick: sameMenu };
    case 'FFD':
      return { call: ffdCategoryList, pick: sameMenu };
    default:
      return { call: categoryList, pick: sameMenu };
  }
}

/**
 * The answer of the brand's menu call (menus and footer groups). Silent: the header and the
 * footer keep their own links when it fails.
 */
export const fetchMenuAnswer = async (brand: BrandCode, signal?: AbortSignal): Promise<MenuVal> =>
  (await call(menuCallFor(brand).call, undefined, { signal, silent: true })) ?? {};

/** Entries the site wants shown: `is_show` false drops the entry and everything under it. */
export const visibleNodes = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.filter((n) => n.is_show).map((n) => ({ ...n, children: visibleNodes(n.children) }));

/** The brand's menus. */
export async function fetchBrandMenu(brand: BrandCode, signal?: AbortSignal): Promise<BrandMenu> {
  const menu = menuCallFor(brand).pick(await fetchMenuAnswer(brand, signal));
  return { bar: visibleNodes(menu.bar), drawer: visibleNodes(menu.drawer) };
}
