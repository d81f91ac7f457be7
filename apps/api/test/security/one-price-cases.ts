import type { BrandCode, Mode } from '@portal/contract';
import type { Database } from '../../src/db/database';
import { FIXTURE_PRODUCTS } from '../fixtures/catalog-fixture';
import { TENANTS, type TwoTenants } from '../fixtures/tenants-fixture';
import { createRng, type Rng } from './fuzz/prng';
import { type Caller, inScope } from './one-price-rules';

/**
 * The cases of the "one price on every surface" property (one-price.test.ts): who calls, on which
 * site, about which product, and what the case goes on to do. Drawn from a seeded generator, so a
 * seed replays a run: ONE_PRICE_SEED=<n> (decimal), ONE_PRICE_CASES=<n>.
 */
export const SEED = (Number.parseInt(process.env.ONE_PRICE_SEED ?? '', 10) || 0x0e0b1ce) >>> 0;
export const CASES = Math.max(12, Number(process.env.ONE_PRICE_CASES) || 48);

export const TRADE: BrandCode[] = ['HOM', 'CA', 'CA_DEALER', 'ROWE', 'JC', 'ART'];
/** Sites a random case calls: FFD weighs three times, for its shoppers and visitors. */
const HOSTS: BrandCode[] = [...TRADE, 'FFD', 'FFD', 'FFD'];

// Who may call: the two tenants, the dealer, the client agent, customers, a shopper, a visitor.
export const ACCOUNTS = {
  visitor: { email: null, modes: [null] },
  'north.designer': {
    email: TENANTS.north.designer,
    modes: ['mibd_safe', 'mibd_designer', 'mibd_communicate'],
  },
  'north.sub': { email: TENANTS.north.sub, modes: ['mibd_safe', 'mibd_designer'] },
  'south.designer': {
    email: TENANTS.south.designer,
    modes: ['mibd_safe', 'mibd_designer', 'mibd_communicate'],
  },
  'south.sub': { email: TENANTS.south.sub, modes: ['mibd_safe', 'mibd_designer'] },
  dealer: { email: TENANTS.dealer.dealer, modes: ['mibd_safe', 'mibd_designer'] },
  agent: { email: TENANTS.agents.agent, modes: ['mibd_safe', 'mibd_designer'] },
  'north.customer': { email: TENANTS.north.customer, modes: ['mibd_customer'] },
  'south.customer': { email: TENANTS.south.customer, modes: ['mibd_customer'] },
  shopper: { email: TENANTS.shopper, modes: [null] },
} as const satisfies Record<string, { email: string | null; modes: readonly (Mode | null)[] }>;
export type AccountKey = keyof typeof ACCOUNTS;
export const TRADE_BUYERS: AccountKey[] = [
  'north.designer',
  'north.sub',
  'south.designer',
  'south.sub',
];

// Two flash products beside the fixture's three running deals: one ended, one never priced.
const EXTRA = [
  ['ART-SOF-011', 'art', 'Lido Ended Deal Sofa', 2100, 1100, 1260, `now() - interval '1 hour'`],
  ['HOM-BED-012', 'else', 'Quay Undated Bed', 2200, 1150, null, 'NULL'],
] as const;
/** Adds the two extra flash products (EXTRA) to a database holding the catalogue fixture. */
export const loadExtraProducts = async (db: Database) => {
  for (const [sku, brand, name, msrp, trade, deal, ends] of EXTRA) {
    await db.query(
      `INSERT INTO products (sku_number, brand_id, name, description, category_id, rooms, width, length,
         height, materials, finishes, msrp_price, trade_price, status, stock, future_stock, cash_stock,
         is_flash_deal, is_new, image, images, deal_price, deal_ends_at)
       VALUES ($1, $2, $3, $3, (SELECT id FROM categories WHERE slug = 'sofas'), '{living_room}', 80, 36,
         32, '{linen}', '{Natural}', $4, $5, '1', 6, 0, 4, true, false, 'x.jpg', '{x.jpg}', $6, ${ends})`,
      [sku, brand, name, msrp, trade, deal],
    );
  }
};

const PRODUCTS = [
  ...FIXTURE_PRODUCTS.map(([sku, brand_id, , , , status, stock, future, flash]) => ({
    sku,
    brand_id,
    flash,
    buyable: status === '1' && stock + future > 0,
    deal: flash,
  })),
  ...EXTRA.map(([sku, brand_id]) => ({ sku, brand_id, flash: true, buyable: true, deal: false })),
];

export interface Case {
  account: AccountKey;
  mode: Mode | null;
  brand: BrandCode;
  sku: string;
  count: number;
  order: boolean;
  forCustomer: boolean;
  keyword: boolean;
  cookie: boolean;
}

/** Every kind of caller at least once, whatever the seed; then random ones. */
type Stratum = Pick<Case, 'account' | 'mode' | 'brand' | 'order'> & Partial<Case>;
const STRATA: ((r: Rng) => Stratum)[] = [
  () => ({ account: 'shopper', mode: null, brand: 'FFD', order: true }),
  (r) => ({
    account: r.pick(TRADE_BUYERS),
    mode: 'mibd_designer',
    brand: r.pick(TRADE),
    order: true,
  }),
  (r) => ({
    account: r.pick(['north.designer', 'south.designer'] as const),
    mode: 'mibd_designer',
    brand: r.pick(['CA', 'CA_DEALER'] as const),
    order: true,
    forCustomer: true,
  }),
  (r) => ({ account: r.pick(TRADE_BUYERS), mode: 'mibd_designer', brand: 'FFD', order: true }),
  () => ({ account: 'dealer', mode: 'mibd_designer', brand: 'CA_DEALER', order: true }),
  (r) => ({
    account: r.pick(['north.designer', 'south.designer'] as const),
    mode: 'mibd_communicate',
    brand: r.pick(['CA', 'CA_DEALER'] as const),
    order: false,
  }),
  (r) => ({
    account: r.pick(['north.customer', 'south.customer'] as const),
    mode: 'mibd_customer',
    brand: r.pick(TRADE),
    order: false,
  }),
  () => ({ account: 'visitor', mode: null, brand: 'FFD', order: false }),
  (r) => ({
    account: 'visitor',
    mode: null,
    brand: r.pick(['CA', 'CA_DEALER'] as const),
    order: false,
  }),
  (r) => ({
    account: r.pick([...TRADE_BUYERS, 'dealer', 'agent'] as const),
    mode: 'mibd_safe',
    brand: r.pick(HOSTS),
    order: false,
  }),
];

const makeCases = (rng: Rng): Case[] =>
  Array.from({ length: CASES }, (_, i) => {
    const r = rng.fork(`case ${i}`);
    const account = r.pick(Object.keys(ACCOUNTS) as AccountKey[]);
    const base: Stratum = STRATA[i]?.(r) ?? {
      account,
      mode: r.pick(ACCOUNTS[account].modes),
      brand: r.pick(HOSTS),
      order: r.chance(0.35),
    };
    const shown = PRODUCTS.filter((p) => inScope(base.brand, p));
    const pool = base.order
      ? shown.filter((p) => (base.brand === 'FFD' ? p.deal : p.buyable))
      : r.chance(0.8)
        ? shown
        : PRODUCTS;
    return {
      sku: r.pick(pool).sku,
      count: r.int(1, 2),
      forCustomer: r.chance(0.5),
      keyword: r.chance(0.5),
      cookie: r.chance(0.5),
      ...base,
    };
  });

/** The caller of a case (communicate mode presets the tenant's customer). */
export const callerOf = (c: Case, ids: TwoTenants): Caller => {
  const a = ACCOUNTS[c.account];
  const tenant = c.account.split('.')[0] as 'north' | 'south';
  return {
    label: `${c.account}${c.mode ? `/${c.mode}` : ''}@${c.brand}`,
    email: a.email,
    mode: c.mode,
    brand: c.brand,
    shopper: c.account === 'shopper',
    certified: (TRADE_BUYERS as string[]).includes(c.account),
    ...(c.mode === 'mibd_communicate' ? { customerId: ids[tenant].customer } : {}),
  };
};
/** The run's cases, from SEED. */
export const cases = makeCases(createRng(SEED));
