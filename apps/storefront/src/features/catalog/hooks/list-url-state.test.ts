import { type ListState, listRouteSpec, readListState } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { carriedFields, writeListState } from './list-url-state';

const hom = listRouteSpec({ name: 'productList', params: {} })!;
const ffd = listRouteSpec({ name: 'FFDProductList', params: {} })!;
const jcNew = listRouteSpec({ name: 'productJC', params: { type: 'new' } })!;

const state = (over: Partial<ListState> = {}): ListState => ({
  keyWord: '',
  Room: [],
  Category: [],
  Brand: [],
  Collection: [],
  availability: [],
  sort: 'relevance',
  page: 1,
  ...over,
});

describe('list state in the address', () => {
  it('round-trips every field', () => {
    const full = state({
      keyWord: 'oak & brass, aged',
      Room: ['bed_room', 'living_room'],
      Category: ['beds'],
      Brand: ['ca', 'jc'],
      Collection: ['harbor'],
      availability: ['in_stock', 'backorder'],
      price_min: 100,
      price_max: 2500.5,
      sort: 'price_asc',
      page: 4,
    });
    const search = writeListState(full, hom);
    expect(search).toBe(
      '?keyWord=oak%20%26%20brass%2C%20aged&Room=bed_room,living_room&Category=beds&Brand=ca,jc' +
        '&Collection=harbor&availability=in_stock,backorder&price_min=100&price_max=2500.5&sort=price_asc&page=4',
    );
    expect(readListState(new URLSearchParams(search), hom)).toEqual(full);
  });

  it('leaves defaults out: an untouched list has an empty query', () => {
    expect(writeListState(state(), hom)).toBe('');
    expect(writeListState(state({ sort: 'newest' }), jcNew)).toBe('');
    expect(writeListState(state({ sort: 'relevance' }), jcNew)).toBe('?sort=relevance');
  });

  it('reads what a shared link holds, ignoring what is not valid', () => {
    const read = readListState(
      new URLSearchParams(
        '?Room=bed_room&Room=living_room,bed_room&availability=nope,in_stock&sort=cheap&page=-2&price_min=abc',
      ),
      hom,
    );
    expect(read).toEqual(state({ Room: ['bed_room', 'living_room'], availability: ['in_stock'] }));
  });

  it('keeps parameters that are not the list’s own (u, source)', () => {
    const search = writeListState(
      state({ Room: ['outdoor'] }),
      hom,
      '?u=abcd&Room=bed_room&page=3',
    );
    expect(search).toBe('?u=abcd&Room=outdoor');
  });

  it('uses the route’s own category name (FFD: category)', () => {
    expect(writeListState(state({ Category: ['sofas'] }), ffd)).toBe('?category=sofas');
    expect(readListState(new URLSearchParams('?category=sofas'), ffd).Category).toEqual(['sofas']);
  });
});

describe('carried fields', () => {
  it("a form's hidden fields: the address without the form's own", () => {
    expect(carriedFields('Room=a%2Cb&sort=name&page=3&u=x', ['sort', 'page'])).toEqual([
      ['Room', 'a,b'],
      ['u', 'x'],
    ]);
    expect(carriedFields('', ['sort'])).toEqual([]);
  });
});
