import { BrandCodes, type MenuNode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { menuCallFor, visibleNodes } from './brand-menu';

describe('the menu call of each brand (spec 7)', () => {
  it.each([
    ['HOM', 'GET', '/mibd/product/category_list'],
    ['CA', 'POST', '/mibd/ca/product/web_menu'],
    ['CA_DEALER', 'POST', '/mibd/ca/product/web_menu'],
    ['ROWE', 'GET', '/mibd/product/category_list'],
    ['JC', 'POST', '/mibd/jc/product/category_list'],
    ['ART', 'GET', '/mibd/product/category_list'],
    ['FFD', 'POST', '/mibd_ol/product/category_list'],
  ] as const)('%s: %s %s', (brand, method, path) => {
    expect(menuCallFor(brand).call).toMatchObject({ method, path });
  });

  it('Caracole reads pc for the bar and pad for the drawer; the others read menu', () => {
    const pc = [{ name: 'pc' }] as MenuNode[];
    const pad = [{ name: 'pad' }] as MenuNode[];
    const menu = [{ name: 'menu' }] as MenuNode[];
    expect(menuCallFor('CA').pick({ pc, pad, footer: [] })).toEqual({ bar: pc, drawer: pad });
    for (const brand of BrandCodes.filter((b) => b !== 'CA' && b !== 'CA_DEALER')) {
      expect(menuCallFor(brand).pick({ menu, list: [] })).toEqual({ bar: menu, drawer: menu });
    }
    expect(menuCallFor('JC').pick({})).toEqual({ bar: [], drawer: [] });
  });

  it('drops hidden entries and everything under them', () => {
    const n = (name: string, is_show: boolean, children: MenuNode[] = []): MenuNode => ({
      name,
      link: `/${name}`,
      _blank: false,
      second_menu_style: '1' as const,
      preview_link: '',
      is_show,
      children,
    });
    const tree = [n('a', true, [n('a1', true), n('a2', false)]), n('b', false, [n('b1', true)])];
    expect(visibleNodes(tree).map((x) => [x.name, x.children.map((c) => c.name)])).toEqual([
      ['a', ['a1']],
    ]);
  });
});
