import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandCodes, Brands } from './brands';
import { invoiceNumberOf, Sellers } from './sellers';

const brandJson = (slug: string) =>
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, '../../../apps/storefront/src/brands', slug, 'brand.json'),
      'utf8',
    ),
  ) as { theme: { primary: string } };

describe('sellers', () => {
  it.each(BrandCodes)('%s prints its wordmark in the colour its site shows', (code) => {
    expect(Sellers[code].colour).toBe(brandJson(Brands[code].slug).theme.primary);
  });

  it('an invoice number follows from its order number', () => {
    expect(invoiceNumberOf('SO-20261207-AB12CD')).toBe('INV-20261207-AB12CD');
  });
});
