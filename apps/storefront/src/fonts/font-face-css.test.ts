import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BRAND_FONTS, type BrandFont } from './brand-fonts';
import { fallbackFaceCss, type StackMetrics } from './font-face-css';

const require = createRequire(import.meta.url);
const { entireMetricsCollection } = require('@capsizecss/metrics/entireMetricsCollection') as {
  entireMetricsCollection: Record<
    string,
    StackMetrics & { variants?: Record<string, StackMetrics> }
  >;
};
const metricsOf = (key: string) => {
  const m = entireMetricsCollection[key]!;
  return { regular: m, bold: m.variants?.['700'] ?? m };
};
const css = (font: BrandFont) =>
  fallbackFaceCss(font, { font: metricsOf(font.metrics), local: metricsOf(font.fallback) });

/** Each face of `family`: its weights, size-adjust and ascent-override, in %. */
const faces = (text: string, family: string) =>
  [...text.matchAll(/@font-face\{([^}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((rule) => rule.includes(`font-family:'${family}';`))
    .map((rule) => ({
      weight: /font-weight:([^;]+);/.exec(rule)![1],
      size: Number(/size-adjust:([\d.]+)%/.exec(rule)![1]),
      ascent: Number(/ascent-override:([\d.]+)%/.exec(rule)![1]),
    }));

describe('the fallback for text in capitals', () => {
  it('is the fallback scaled down by how much wider it sets capitals, lines as high as before', () => {
    const art = BRAND_FONTS.art!;
    const text = css(art);
    const plain = faces(text, 'Montserrat Fallback');
    const caps = faces(text, 'Montserrat Caps Fallback');
    expect(caps.map((f) => f.weight)).toEqual(['100 500', '600 900']);
    for (const [i, cut] of (['regular', 'bold'] as const).entries()) {
      expect(caps[i]!.size).toBeCloseTo(plain[i]!.size / art.caps![cut], 2);
      // ascent-override applies to the scaled face: the line's height is their product.
      expect(caps[i]!.size * caps[i]!.ascent).toBeCloseTo(plain[i]!.size * plain[i]!.ascent, -1);
    }
  });

  it('is the fallback itself under another name for a brand whose capitals were not measured', () => {
    const hom = BRAND_FONTS.hom!;
    expect(hom.caps).toBeUndefined();
    const text = css(hom);
    expect(faces(text, 'Inter Caps Fallback')).toEqual(faces(text, 'Inter Fallback'));
  });
});
