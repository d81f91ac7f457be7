import {
  type FlashDeal,
  ffdLogin,
  hotProduct,
  type ProductCard,
  productList,
  searchProducts,
} from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, PASSWORD } from '../../../test/fixtures/accounts-fixture';
import { FIXTURE_PRODUCTS, fixturePrice } from '../../../test/fixtures/catalog-fixture';
import { useTestApp } from '../../../test/fixtures/use-test-app';

/** Flash deals (issue 18): deal prices for a signed-in FFD shopper only, enforced by the API. */
const t = useTestApp({ catalog: true, accounts: true });
beforeAll(async () => {
  const db = t.testDb.db;
  // A running deal at 40% off, an ended one, and a running one with no units left.
  await db.query(
    `UPDATE products SET deal_price = round(msrp_price * 0.6, 2), deal_ends_at = now() + interval '2 days'
     WHERE sku_number = 'CA-SOF-002'`,
  );
  await db.query(
    `UPDATE products SET deal_price = round(msrp_price * 0.7, 2), deal_ends_at = now() - interval '1 hour'
     WHERE sku_number = 'JC-TBL-006'`,
  );
  await db.query(
    `UPDATE products SET deal_price = round(msrp_price * 0.5, 2), deal_ends_at = now() + interval '3 days', cash_stock = 0
     WHERE sku_number = $1`,
    [FIXTURE_PRODUCTS[DRY]![0]],
  );
});

const SOFA = FIXTURE_PRODUCTS.findIndex((p) => p[0] === 'CA-SOF-002');
const ENDED = FIXTURE_PRODUCTS.findIndex((p) => p[0] === 'JC-TBL-006');
const DRY = FIXTURE_PRODUCTS.findIndex((p, i) => p[8] === true && i !== SOFA && i !== ENDED);

const inject = async (
  method: 'GET' | 'POST',
  url: string,
  host: string,
  token?: string,
  payload?: object,
) =>
  (
    await t.app.inject({
      method,
      url,
      payload,
      headers: { host, ...(token ? { 'x-auth-token': token } : {}) },
    })
  ).json();

const shopperToken = async () =>
  (
    await inject('POST', ffdLogin.path, 'ffd.localhost', undefined, {
      email: ACCOUNTS.shopper,
      password: PASSWORD,
      obtain: '1',
    })
  ).val.token as string;

const productsAs = async (host: string, token?: string) => {
  const search = (await inject('POST', searchProducts.path, host, token, {})).val;
  const skus = [SOFA, ENDED, DRY].map((i) => FIXTURE_PRODUCTS[i]![0]);
  const detail = (
    await inject('POST', productList.path, host, token, { sku_number: skus.join(',') })
  ).val;
  const hot = (await inject('GET', `${hotProduct.path}?limit=20`, host, token)).val;
  const bySku = (list: ProductCard[], sku: string) => list.find((p) => p.sku_number === sku);
  return { search, detail, hot, bySku };
};

describe('flash-deal prices on the FFD site', () => {
  it('a visitor sees no deal, no price, and no MSRP', async () => {
    const { search, detail, hot } = await productsAs('ffd.localhost');
    const body = JSON.stringify([search, detail, hot]);
    expect(search.list.length).toBeGreaterThan(0);
    expect(body).not.toContain('flash_deal');
    expect(body).not.toContain('final_price');
    expect(body).not.toContain('msrp_price');
    expect(search.priced).toBe(false);
  });

  it('a signed-in shopper sees deal price, original, saving, units left and end on card and page', async () => {
    const token = await shopperToken();
    const { search, detail, bySku } = await productsAs('ffd.localhost', token);
    const msrp = fixturePrice(SOFA).msrp;
    const deal = Math.round(msrp * 0.6 * 100) / 100;
    const sku = FIXTURE_PRODUCTS[SOFA]![0];
    for (const p of [bySku(search.list, sku), bySku(detail.list, sku)]) {
      const flash = p?.flash_deal as FlashDeal;
      expect(flash).toMatchObject({
        deal_price: deal,
        original_price: msrp,
        saving: msrp - deal,
        saving_percent: 40,
        units_left: p?.cash_stock,
      });
      expect(flash.units_left).toBe(SOFA % 3);
      const ends = Date.parse(flash.ends_at) - Date.now();
      expect(ends).toBeGreaterThan(47 * 3600_000);
      expect(ends).toBeLessThan(49 * 3600_000);
      // The price line reads the deal price as the final price, the original beside it.
      expect(p?.product_price_about).toEqual({ final_price: deal });
      expect(p?.msrp_price).toBe(msrp);
    }
    expect(search.priced).toBe(true);
  });

  it('an ended deal shows no price, even to a signed-in shopper', async () => {
    const { detail, bySku } = await productsAs('ffd.localhost', await shopperToken());
    const ended = bySku(detail.list, FIXTURE_PRODUCTS[ENDED]![0]);
    expect(ended).toBeDefined();
    expect(ended).not.toHaveProperty('flash_deal');
    expect(ended).not.toHaveProperty('product_price_about');
  });

  it('features only deals that can be bought: units left and still running', async () => {
    const { hot } = await productsAs('ffd.localhost', await shopperToken());
    const skus = hot.list.map((p: ProductCard) => p.sku_number);
    expect(skus).toContain(FIXTURE_PRODUCTS[SOFA]![0]);
    expect(skus).not.toContain(FIXTURE_PRODUCTS[ENDED]![0]);
    expect(skus).not.toContain(FIXTURE_PRODUCTS[DRY]![0]);
    for (const p of hot.list as ProductCard[]) expect(p.cash_stock).toBeGreaterThan(0);
  });

  it('the same shopper token on a trade site gets no deal (deals live on FFD only)', async () => {
    const token = await shopperToken();
    const res = await inject('POST', productList.path, 'ca.localhost', token, {
      sku_number: FIXTURE_PRODUCTS[SOFA]![0],
    });
    expect(JSON.stringify(res)).not.toContain('flash_deal');
    expect(JSON.stringify(res)).not.toContain('deal_price');
  });

  it('the database refuses a deal price at or above the original', async () => {
    await expect(
      t.testDb.db.query(
        `UPDATE products SET deal_price = msrp_price WHERE sku_number = 'CA-SOF-002'`,
      ),
    ).rejects.toThrow();
  });

  it('a search answer kept for repeated asks ends with the deal it shows', async () => {
    const index = FIXTURE_PRODUCTS.findIndex((_, i) => ![SOFA, ENDED, DRY].includes(i));
    const [sku, , name] = FIXTURE_PRODUCTS[index]! as unknown as [string, string, string];
    await t.testDb.db.query(
      `UPDATE products SET is_flash_deal = true, deal_price = round(msrp_price * 0.8, 2),
         cash_stock = 5, deal_ends_at = now() + interval '1500 milliseconds'
       WHERE sku_number = $1`,
      [sku],
    );
    const token = await shopperToken();
    const card = async () =>
      (
        await inject('POST', searchProducts.path, 'ffd.localhost', token, { keyWord: name })
      ).val.list.find((p: ProductCard) => p.sku_number === sku) as ProductCard;
    // Asked three times while the deal runs: the second and third come from the kept answer.
    for (let ask = 0; ask < 3; ask++) expect((await card()).flash_deal).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const after = await card();
    expect(after).not.toHaveProperty('flash_deal');
    expect(after).not.toHaveProperty('product_price_about');
  });
});
