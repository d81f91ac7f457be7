import { type ProductCard, productList, searchProducts } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../../test/fixtures/accounts-fixture';
import { apiClient } from '../../../test/fixtures/api-client';
import { FIXTURE_PRODUCTS, fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

const t = useTestApp({ catalog: true, accounts: true });

// post and signIn are late-bound: the app exists once beforeAll has run.
const post: ReturnType<typeof apiClient>['post'] = (...args) => apiClient(t).post(...args);
const signIn: ReturnType<typeof apiClient>['signIn'] = (...args) => apiClient(t).signIn(...args);

const SOFA = FIXTURE_PRODUCTS.findIndex((p) => p[0] === 'CA-SOF-001');
const price = fixturePrice(SOFA);

const sofaAs = async (token?: string) => {
  const search = (await post(searchProducts.path, { keyWord: 'Adela Velvet' }, token)).val;
  const card = search.list.find((p: ProductCard) => p.sku_number === 'CA-SOF-001') as ProductCard;
  const detail = (await post(productList.path, { sku_number: 'CA-SOF-001' }, token)).val.list[0];
  return { card, detail, priced: search.priced as boolean };
};

describe('price fields by mode (JSON, not the screen)', () => {
  it('browsing mode gets none, like a visitor', async () => {
    const { card, detail, priced } = await sofaAs(await signIn(ACCOUNTS.designer, 'mibd_safe'));
    expect(priced).toBe(false);
    for (const p of [card, detail]) {
      expect(p).not.toHaveProperty('product_price_about');
      expect(p).not.toHaveProperty('msrp_price');
    }
  });

  it('designer mode gets the trade price as final price and the MSRP', async () => {
    const { card, detail } = await sofaAs(await signIn(ACCOUNTS.designer, 'mibd_designer'));
    for (const p of [card, detail]) {
      expect(p.product_price_about).toEqual({ final_price: price.trade });
      expect(p.msrp_price).toBe(price.msrp);
    }
  });

  it('communicate and customer modes get retail only, never the trade price', async () => {
    for (const token of [
      // Communicate mode always presets one of the designer's customers.
      await signIn(ACCOUNTS.designer, 'mibd_communicate', t.ids.customer),
      await signIn(ACCOUNTS.customer),
    ]) {
      const { card, detail } = await sofaAs(token);
      for (const p of [card, detail]) {
        expect(p.product_price_about).toEqual({ final_price: price.msrp });
        expect(p.msrp_price).toBe(price.msrp);
      }
      const body = JSON.stringify(await post(searchProducts.path, {}, token));
      expect(body).not.toContain(`"final_price":${price.trade}`);
    }
  });

  it('price filters and sorts read the price the caller is shown', async () => {
    // Designer mode is shown trade prices (550 + 50n): filter and sort on those.
    const designer = await signIn(ACCOUNTS.designer, 'mibd_designer');
    const trade = (
      await post(searchProducts.path, { price_min: 700, sort: 'price_desc' }, designer)
    ).val;
    const shown = trade.list.map((p: ProductCard) => p.product_price_about!.final_price);
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.every((v: number) => v >= 700)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    // Some of those have an MSRP above 700 but a trade price below it: they stay out.
    const cheapTrade = (
      await post(searchProducts.path, { price_max: 700, sort: 'price_asc' }, designer)
    ).val.list.map((p: ProductCard) => [p.product_price_about!.final_price, p.msrp_price]);
    expect(cheapTrade.length).toBeGreaterThan(0);
    expect(cheapTrade.every(([final, msrp]: number[]) => final! <= 700 && msrp! > 700)).toBe(true);

    // A customer is shown retail (1000 + 100n): the same bounds read the MSRP.
    const customer = await signIn(ACCOUNTS.customer);
    const retail = (
      await post(searchProducts.path, { price_min: 1500, sort: 'price_desc' }, customer)
    ).val.list.map((p: ProductCard) => p.product_price_about!.final_price);
    expect(retail.length).toBeGreaterThan(0);
    expect(retail.every((v: number) => v >= 1500)).toBe(true);
    expect((await post(searchProducts.path, { price_max: 700 }, customer)).val.total).toBe(0);
  });

  it('answers kept for a repeated page never reach a caller of another mode', async () => {
    // The same page asked again and again (its answer is kept per kind of caller from the
    // second ask): each mode still gets only its own prices, in any order of asking.
    const callers = [
      { token: undefined, final: undefined },
      { token: await signIn(ACCOUNTS.designer, 'mibd_safe'), final: undefined },
      { token: await signIn(ACCOUNTS.designer, 'mibd_designer'), final: price.trade },
      { token: await signIn(ACCOUNTS.customer), final: price.msrp },
    ];
    for (const order of [callers, [...callers].reverse(), callers]) {
      for (const { token, final } of order) {
        const { card, priced } = await sofaAs(token);
        expect(priced).toBe(final !== undefined);
        expect(card.product_price_about?.final_price).toBe(final);
      }
    }
  });
});
