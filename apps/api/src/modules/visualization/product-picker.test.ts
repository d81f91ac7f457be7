import { describe, expect, it } from 'vitest';
import { type Candidate, pickVariants, rankByFit } from './product-picker';

const c = (sku: string, aspect: number, cutout = `${sku}.png`): Candidate => ({
  sku_number: sku,
  name: sku,
  aspect,
  cutout,
});
const wide = { left: 0, top: 0, width: 600, height: 200 };

describe('product picker', () => {
  it('ranks products by how well their proportions fit the area', () => {
    const ranked = rankByFit(wide, [
      c('tall', 0.5),
      c('square', 1),
      c('sofa', 3.2),
      c('bench', 2.5),
    ]);
    expect(ranked.map((x) => x.sku_number)).toEqual(['sofa', 'bench', 'square', 'tall']);
  });

  it('gives each variant a different product, with different pictures first', () => {
    const list = [c('a', 3), c('b', 3, 'a.png'), c('d', 2.8), c('e', 2), c('f', 1)];
    const variants = pickVariants([wide], list, 4, null);
    const skus = variants.map((v) => v[0]!.candidate.sku_number);
    expect(new Set(skus).size).toBe(4);
    expect(skus).not.toContain('b'); // same picture as 'a'
  });

  it('puts the chosen SKU in the first variant', () => {
    const variants = pickVariants([wide], [c('a', 3), c('d', 2.8)], 4, c('mine', 1));
    expect(variants[0]![0]!.candidate.sku_number).toBe('mine');
    expect(variants[1]![0]!.candidate.sku_number).toBe('a');
  });
});
