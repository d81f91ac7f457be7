import { describe, expect, it } from 'vitest';
import { searchHref } from './search-href';

const hom = { path: '/productList/search', emptyPath: '/productList' };
const art = { path: '/shop' };

describe('searchHref', () => {
  it('trims and URL-encodes the keyword', () => {
    expect(searchHref(hom, '  oak & brass/table  ')).toBe(
      '/productList/search?keyWord=oak%20%26%20brass%2Ftable',
    );
    expect(searchHref(art, 'chaise longue')).toBe('/shop?keyWord=chaise%20longue');
  });

  it('an empty search goes to the product list on HOM and nowhere elsewhere', () => {
    expect(searchHref(hom, '   ')).toBe('/productList');
    expect(searchHref(art, '')).toBeNull();
  });
});
