import { createFontStack, type FontMetrics } from '@capsizecss/core';
import { type BrandFont, capsFallbackFamily, fallbackFamily } from './brand-fonts';

/**
 * Local fonts a fallback face may use, in order. Liberation Sans and Serif (Linux) and Arimo and
 * Tinos (ChromeOS) have the metrics of Arial and Times New Roman, so the same overrides fit them.
 */
const LOCAL_SOURCES: Record<BrandFont['fallback'], { regular: string[]; bold: string[] }> = {
  arial: {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    bold: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
    ],
  },
  timesNewRoman: {
    regular: [
      'Times New Roman',
      'TimesNewRomanPSMT',
      'Liberation Serif',
      'LiberationSerif',
      'Tinos',
    ],
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
      'Tinos Bold',
    ],
  },
};

export type StackMetrics = Pick<
  FontMetrics,
  'familyName' | 'ascent' | 'descent' | 'lineGap' | 'unitsPerEm' | 'xWidthAvg'
>;

/**
 * The overrides that make a local font take the brand font's room: scaled to its average
 * latin character width, with its ascent, descent and line gap (@capsizecss/core). `wider`:
 * how much wider the local font still sets the text this face is for (capitals); the face is
 * scaled down by it, and the vertical overrides follow so that lines keep their height.
 */
export const fallbackOverrides = (font: StackMetrics, local: StackMetrics, wider = 1) => {
  const stack = (options?: Parameters<typeof createFontStack>[1]) =>
    createFontStack([font, local], { fontFaceFormat: 'styleObject', ...options }).fontFaces[0]?.[
      '@font-face'
    ];
  const base = stack();
  const rule =
    wider === 1 || !base?.sizeAdjust
      ? base
      : stack({
          fontFaceProperties: {
            sizeAdjust: `${(Number.parseFloat(base.sizeAdjust) / wider).toFixed(4)}%`,
          },
        });
  if (!rule) throw new Error(`no fallback face for ${font.familyName}`);
  return {
    sizeAdjust: String(rule.sizeAdjust),
    ascentOverride: String(rule.ascentOverride),
    descentOverride: String(rule.descentOverride),
    lineGapOverride: String(rule.lineGapOverride),
  };
};

/** One @font-face of the brand font: a file (or one part of it) and the weights it covers. */
export interface BrandFace {
  url: string;
  weight: string;
  /** The characters the part holds; none: the whole file. */
  unicodeRange?: string;
}

/** The brand font's @font-face rules (swap: text shows at once in the fallback). */
export function brandFaceCss(font: BrandFont, brandFaces: readonly BrandFace[]): string {
  return brandFaces
    .map((face) =>
      [
        '@font-face{',
        `font-family:'${font.family}';`,
        'font-style:normal;',
        `font-weight:${face.weight};`,
        'font-display:swap;',
        `src:url(${face.url}) format('woff2')`,
        face.unicodeRange ? `;unicode-range:${face.unicodeRange}` : '',
        '}',
      ].join(''),
    )
    .join('\n');
}

/**
 * The brand font's metric-matched fallback faces, so a swap moves no text: `family Fallback`
 * for text as written, and `family Caps Fallback` for text set in capitals (theme.ts puts it in
 * the caps headings' stack), scaled by `font.caps`.
 */
export function fallbackFaceCss(
  font: BrandFont,
  metrics: Record<'font' | 'local', { regular: StackMetrics; bold: StackMetrics }>,
): string {
  const faces: string[] = [];
  // A regular and a bold local face, each scaled to the brand font's cut of that weight: one
  // face alone would be made bold by smearing it, and bold cuts differ in width.
  const sources = LOCAL_SOURCES[font.fallback];
  const cuts = [
    ['100 500', 'regular'],
    ['600 900', 'bold'],
  ] as const;
  for (const [family, caps] of [
    [fallbackFamily(font.family), false],
    [capsFallbackFamily(font.family), true],
  ] as const)
    for (const [weight, cut] of cuts) {
      const o = fallbackOverrides(
        metrics.font[cut],
        metrics.local[cut],
        caps ? (font.caps?.[cut] ?? 1) : 1,
      );
      const names = sources[cut];
      faces.push(
        [
          '@font-face{',
          `font-family:'${family}';`,
          `font-weight:${weight};`,
          `src:${names.map((name) => `local('${name}')`).join(',')};`,
          `size-adjust:${o.sizeAdjust};`,
          `ascent-override:${o.ascentOverride};`,
          `descent-override:${o.descentOverride};`,
          `line-gap-override:${o.lineGapOverride}`,
          '}',
        ].join(''),
      );
    }
  return faces.join('\n');
}
