import { FIRST_PAGE_ELEMENT_ID, productDataKey } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setStored } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { takeEarly } from '../api/early-requests';
import { catalogKeys } from './catalog-keys';
import { earlyKey, prefetchProduct } from './prefetch';

const serve = (key: string, val: unknown) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_PAGE_ELEMENT_ID;
  block.textContent = JSON.stringify({ key, val });
  document.head.append(block);
};
const product = { sku_number: 'CA-1', name: 'Served Sofa' };

afterEach(() => {
  document.getElementById(FIRST_PAGE_ELEMENT_ID)?.remove();
});

describe('prefetchProduct with the product the page carries (decision 014)', () => {
  it("takes a visitor's product from the page instead of calling", async () => {
    const calls = fakeApi(() => new Response('{}'));
    serve(productDataKey('CA-1'), product);
    prefetchProduct('CA-1');
    expect(await takeEarly(earlyKey(catalogKeys.product('CA-1')))).toEqual(product);
    expect(calls).toHaveLength(0);
  });

  it('carries "no such product" too (null)', async () => {
    serve(productDataKey('NOPE'), null);
    prefetchProduct('NOPE');
    expect(await takeEarly(earlyKey(catalogKeys.product('NOPE')))).toBeNull();
  });

  it('calls for another product, or for a signed-in viewer (prices differ)', async () => {
    const answer = { sku_number: 'CA-1', name: 'Priced Sofa' };
    const calls = fakeApi(
      () => new Response(JSON.stringify({ err: 200, errmsg: '', val: { list: [answer] } })),
    );
    serve(productDataKey('CA-2'), product);
    prefetchProduct('CA-1');
    expect(await takeEarly(earlyKey(catalogKeys.product('CA-1')))).toEqual(answer);
    setStored('token', 'abc');
    serve(productDataKey('CA-1'), product);
    prefetchProduct('CA-1');
    expect(await takeEarly(earlyKey(catalogKeys.product('CA-1')))).toEqual(answer);
    expect(calls).toHaveLength(2);
  });
});
