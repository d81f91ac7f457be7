import { describe, expect, it } from 'vitest';
import { type BrandCode, BrandCodes } from '../../brands';
import { ListRouteNames, RouteTable, routeAvailableOn } from '../../routes';
import { listRouteSpec, readListState, toSearchBody } from './list-routes';

/** The search call a brand's address makes: route name, path params and query. */
function searchFor(brand: BrandCode, name: string, params: Record<string, string>, query = '') {
  const spec = listRouteSpec({ name, params });
  if (!spec) throw new Error(`${name} is not a list`);
  return toSearchBody(readListState(new URLSearchParams(query), spec), spec, brand);
}

describe('route → search call, every list route of every brand', () => {
  it.each([
    // HOM: /productList (Room, Category, Brand) and /productList/search?keyWord=
    ['HOM', 'productList', {}, '', {}],
    [
      'HOM',
      'productList',
      {},
      '?Room=living_room&Category=sofas,sectionals&Brand=ca',
      {
        Room: ['living_room'],
        Category: ['sofas', 'sectionals'],
        Brand: ['ca'],
        sort: 'relevance',
        current_page: 1,
      },
    ],
    ['HOM', 'productList', {}, '?Collection=harbor', { Collection: ['harbor'] }],
    ['HOM', 'searchResult', {}, '?keyWord=%20velvet%20sofa%20', { keyWord: 'velvet sofa' }],
    // CA and CA_DEALER: /product/:type and /product/:type/:identifying
    [
      'CA',
      'productCaracole',
      { type: 'category', identifying: 'sofas' },
      '',
      { Category: ['sofas'] },
    ],
    ['CA', 'productCaracole', { type: 'category' }, '?Category=beds', { Category: ['beds'] }],
    [
      'CA',
      'productCaracole',
      { type: 'portfolio', identifying: 'adela' },
      '',
      { Collection: ['adela'] },
    ],
    [
      'CA',
      'productCaracole',
      { type: 'shop-instock' },
      '',
      { availability: ['in_stock', 'low_stock'] },
    ],
    ['CA', 'productCaracole', { type: 'last-chance' }, '', { availability: ['low_stock'] }],
    ['CA_DEALER', 'productCaracole', { type: 'comingsoon' }, '', { availability: ['backorder'] }],
    [
      'CA',
      'productCaracole',
      { type: 'shop-instock', identifying: 'beds' },
      '',
      {
        Category: ['beds'],
        availability: ['in_stock', 'low_stock'],
        sort: 'relevance',
        current_page: 1,
      },
    ],
    ['CA', 'productCaracole', { type: 'search' }, '?keyWord=brass', { keyWord: 'brass' }],
    // JC: /productList/:type; query keyWord, Category, WebsiteClass
    ['JC', 'productJC', { type: 'search' }, '?keyWord=oak', { keyWord: 'oak' }],
    [
      'JC',
      'productJC',
      { type: 'portfolio' },
      '?Collection=windsor-heritage',
      { Collection: ['windsor-heritage'] },
    ],
    ['JC', 'productJC', { type: 'category' }, '?Category=desks', { Category: ['desks'] }],
    ['JC', 'productJC', { type: 'new' }, '', { sort: 'newest' }],
    [
      'JC',
      'productJC',
      { type: 'websiteClass' },
      '?WebsiteClass=mirrors',
      { Category: ['mirrors'] },
    ],
    // ART: /shop?keyWord=, /shop/:type, /sale
    ['ART', 'artSearch', {}, '?keyWord=chair', { keyWord: 'chair' }],
    ['ART', 'artShop', { type: 'beds' }, '', { Category: ['beds'] }],
    ['ART', 'artShop', { type: 'portfolio' }, '?Collection=marche', { Collection: ['marche'] }],
    ['ART', 'artShop', { type: 'new' }, '', { sort: 'newest' }],
    ['ART', 'artSale', {}, '', { on_sale: true }],
    // ROWE: /products (Category, keyWord)
    [
      'ROWE',
      'products',
      {},
      '?Category=sofas&keyWord=track%20arm',
      { keyWord: 'track arm', Category: ['sofas'] },
    ],
    // FFD: /FFDProductList?category= and /FFDSearch?keyWord=
    ['FFD', 'FFDProductList', {}, '?category=sofas', { Category: ['sofas'] }],
    ['FFD', 'FFDSearch', {}, '?keyWord=lamp', { keyWord: 'lamp' }],
  ] as const)('%s %s %o %s', (brand, name, params, query, body) => {
    expect(searchFor(brand, name, params, query)).toEqual({
      sort: 'relevance',
      current_page: 1,
      ...body,
    });
  });

  it('a fixed filter of the path wins over the query; a chosen one joins the base', () => {
    expect(
      searchFor(
        'CA',
        'productCaracole',
        { type: 'category', identifying: 'sofas' },
        '?Category=beds',
      ).Category,
    ).toEqual(['sofas']);
    expect(
      searchFor('CA', 'productCaracole', { type: 'shop-instock' }, '?availability=backorder')
        .availability,
    ).toEqual(['in_stock', 'low_stock']);
    expect(
      searchFor(
        'CA',
        'productCaracole',
        { type: 'portfolio', identifying: 'adela' },
        '?Collection=valentina',
      ).Collection,
    ).toEqual(['adela', 'valentina']);
  });

  it('Brand is a HOM filter only; page, sort and price travel as given', () => {
    expect(searchFor('ROWE', 'products', {}, '?Brand=ca').Brand).toBeUndefined();
    expect(
      searchFor('HOM', 'productList', {}, '?sort=price_desc&page=3&price_min=100&price_max=900'),
    ).toEqual({
      sort: 'price_desc',
      current_page: 3,
      price_min: 100,
      price_max: 900,
    });
  });

  it('every list route of the route table has a spec, on the brands that have it', () => {
    for (const name of ListRouteNames) {
      const route = RouteTable.find((r) => r.name === name);
      expect(route, name).toBeDefined();
      expect(BrandCodes.some((b) => route && routeAvailableOn(route, b))).toBe(true);
      expect(listRouteSpec({ name, params: {} }), name).not.toBeNull();
    }
    expect(listRouteSpec({ name: 'cart', params: {} })).toBeNull();
  });
});
