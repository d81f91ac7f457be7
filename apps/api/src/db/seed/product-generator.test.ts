import { type ProductBrandId, ProductBrandIds } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { LEAF_CATEGORIES } from './categories';
import { createRng } from './prng';
import { type GeneratorContext, generateProduct } from './product-generator';
import { DEFAULT_PRODUCTS } from './seed.service';

// Fake ids: the generator only passes them through.
const ctx: GeneratorContext = {
  categoryIds: new Map(LEAF_CATEGORIES.map((c, i) => [c.slug, i + 1])),
  collections: Object.fromEntries(
    ProductBrandIds.map((b, i) => [
      b,
      [0, 1, 2].map((k) => ({ id: i * 10 + k, slug: `${b}-${k}`, name: `Col ${k}` })),
    ]),
  ) as unknown as Record<ProductBrandId, { id: number; slug: string; name: string }[]>,
};

describe('generateProduct', () => {
  it('gives each of the seven sites at least 400 products at the default size', () => {
    const rows = Array.from({ length: DEFAULT_PRODUCTS }, (_, i) => generateProduct(i, ctx).row);
    const count = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).length;
    expect(rows).toHaveLength(2800);
    for (const b of ProductBrandIds)
      expect(count((r) => r.brand_id === b)).toBeGreaterThanOrEqual(400);
    expect(count((r) => r.is_flash_deal)).toBeGreaterThanOrEqual(400);
  });

  it('depends on the index alone (same output every run)', () => {
    const a = generateProduct(1234, ctx).row;
    const b = generateProduct(1234, ctx).row;
    expect(b).toEqual(a);
    expect(generateProduct(1235, ctx).row.sku_number).not.toBe(a.sku_number);
  });

  it('keeps SKUs unique at 100,000 products', () => {
    const skus = new Set<string>();
    for (let i = 0; i < 100_000; i++) skus.add(generateProduct(i, ctx).row.sku_number);
    expect(skus.size).toBe(100_000);
  });

  it('keeps each brand to the categories it makes', () => {
    const rowe = Array.from({ length: 500 }, (_, i) => generateProduct(i * 5 + 3, ctx));
    expect(rowe.every((p) => p.row.brand_id === 'rowe')).toBe(true);
    expect(rowe.every((p) => p.category.group === 'upholstery')).toBe(true);
  });
});

describe('createRng', () => {
  it('is repeatable and stays in range', () => {
    const a = createRng(42);
    const b = createRng(42);
    const xs = Array.from({ length: 1000 }, () => a.int(1, 6));
    expect(Array.from({ length: 1000 }, () => b.int(1, 6))).toEqual(xs);
    expect(new Set(xs)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });
});
