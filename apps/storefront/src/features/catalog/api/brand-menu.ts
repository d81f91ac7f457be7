import type { BrandCode, MenuNode } from '@portal/contract';
import { request } from '../../../lib/api-client';

/** The header menus of a site: `bar` for wide screens, `drawer` for the menu drawer. */
export interface BrandMenu {
  bar: MenuNode[];
  drawer: MenuNode[];
}

export interface MenuCall {
  method: 'GET' | 'POST';
  path: string;
  /** Picks the menus out of `val`. */
  pick: (val: Record<string, unknown>) => BrandMenu;
}

const asNodes = (value: unknown): MenuNode[] => (Array.isArray(value) ? (value as MenuNode[]) : []);
const same = (key: string) => (val: Record<string, unknown>) => {
  const nodes = asNodes(val[key]);
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
        method: 'POST',
        path: '/mibd/ca/product/web_menu',
        pick: (val) => ({ bar: asNodes(val.pc), drawer: asNodes(val.pad) }),
      };
    case 'JC':
      return { method: 'POST', path: '/mibd/jc/product/category_list', pick: same('menu') };
    case 'FFD':
      return { method: 'POST', path: '/mibd_ol/product/category_list', pick: same('menu') };
    default:
      return { method: 'GET', path: '/mibd/product/category_list', pick: same('menu') };
  }
}

/** Entries the site wants shown: `is_show` false drops the entry and everything under it. */
export const visibleNodes = (nodes: readonly MenuNode[]): MenuNode[] =>
  nodes.filter((n) => n.is_show).map((n) => ({ ...n, children: visibleNodes(n.children) }));

/** The brand's menus; silent, because the header keeps its own links when the call fails. */
export async function fetchBrandMenu(brand: BrandCode, signal?: AbortSignal): Promise<BrandMenu> {
  const call = menuCallFor(brand);
  const val = await request<Record<string, unknown>>(call.path, {
    method: call.method,
    body: call.method === 'POST' ? {} : undefined,
    signal,
    silent: true,
  });
  const menu = call.pick(val ?? {});
  return { bar: visibleNodes(menu.bar), drawer: visibleNodes(menu.drawer) };
}
