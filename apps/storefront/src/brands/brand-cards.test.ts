import fs from 'node:fs';
import path from 'node:path';
import { BrandCodes, Brands } from '@portal/contract';
import { describe, expect, it } from 'vitest';

/**
 * Each brand's card style (`src/brands/<slug>/card.css`, `@brand-card`) sets only --card-*
 * properties the card's own styles read, on [data-card], so a misspelt one cannot pass as a
 * style that silently does nothing.
 */
const brandsDir = import.meta.dirname;
const componentsDir = path.join(brandsDir, '../features/catalog/components');
const readers = ['product-card.module.css', 'product-grid.module.css', 'product-price.module.css'];

/** The --card-* properties the card, the grid's placeholders and the price line read. */
const read = new Set(
  readers.flatMap((file) =>
    [
      ...fs.readFileSync(path.join(componentsDir, file), 'utf8').matchAll(/var\((--card-[\w-]+)/g),
    ].map((m) => m[1] as string),
  ),
);

const cardCss = (slug: string) => fs.readFileSync(path.join(brandsDir, slug, 'card.css'), 'utf8');
/** Declarations as [property, value]. */
const declarations = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(
    (m) => [m[1] as string, (m[2] as string).trim()] as const,
  );

describe.each(BrandCodes)('%s card style', (code) => {
  const css = cardCss(Brands[code].slug);

  it('sets only properties the card reads, on [data-card]', () => {
    expect(read.size).toBeGreaterThan(10);
    for (const [property] of declarations(css)) expect(read, property).toContain(property);
    const selectors = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)]
      .map((m) => (m[1] as string).trim())
      .filter((s) => !s.startsWith('@media'));
    expect(selectors.length).toBeGreaterThan(0);
    // Hover looks are properties too (--card-hover-*), so the card decides where they apply.
    for (const selector of selectors) expect(selector).toBe('[data-card]');
  });
});

describe('card styles side by side', () => {
  it('no two brands share one', () => {
    const styles = BrandCodes.map((code) =>
      JSON.stringify(declarations(cardCss(Brands[code].slug)).sort()),
    );
    expect(new Set(styles).size).toBe(BrandCodes.length);
  });
});
