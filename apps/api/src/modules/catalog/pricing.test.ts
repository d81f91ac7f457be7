import { Modes, rolesFor } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { priceFields, priceGrant } from './pricing';

const product = { msrp_price: 4200, trade_price: 2310 };

describe('prices by mode (roles-and-brands.md)', () => {
  it.each([
    ['mibd_visitor', {}],
    ['mibd_safe', {}],
    ['mibd_designer', { product_price_about: { final_price: 2310 }, msrp_price: 4200 }],
    ['mibd_communicate', { product_price_about: { final_price: 4200 }, msrp_price: 4200 }],
    ['mibd_customer', { product_price_about: { final_price: 4200 }, msrp_price: 4200 }],
  ] as const)('%s sees %o', (mode, expected) => {
    expect(priceFields(product, priceGrant(rolesFor(mode), 'HOM'))).toEqual(expected);
    expect(priceFields(product, priceGrant(rolesFor(mode), 'CA_DEALER'))).toEqual(expected);
  });

  it('never gives the trade price without designer_price', () => {
    for (const mode of Modes) {
      const roles = rolesFor(mode);
      const fields = priceFields(product, priceGrant(roles, 'JC'));
      if (!roles.includes('designer_price'))
        expect(fields.product_price_about?.final_price).not.toBe(2310);
    }
  });

  it('gives nothing without the brand msrp tag', () => {
    expect(priceFields(product, priceGrant(['jc_msrp'], 'CA'))).toEqual({});
    expect(priceFields(product, priceGrant(['ca_msrp'], 'CA'))).toEqual({
      product_price_about: { final_price: 4200 },
      msrp_price: 4200,
    });
  });
});
