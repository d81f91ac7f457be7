/**
 * Each brand's own typeface, shipped with its build only (decision 028): Fontsource's latin
 * subset as woff2, one variable file where the family has one, else the weights the theme uses.
 * Read at build time by brand-fonts-plugin.ts and by scripts/check-brand-isolation.mjs; the
 * brand's theme (src/brands/<slug>/index.ts) names `family` and `family Fallback` first.
 */
export interface FontFile {
  /** npm package (Fontsource) and the file in its `files/` folder. */
  pkg: string;
  file: string;
  /**
   * CSS font-weight: one weight, or the range a variable file is cut down to at build time
   * (`400 700`: body text to the boldest weight the brand's CSS asks for).
   */
  weight: string;
  /** Preloaded from index.html: the text of the first screen uses it. */
  preload: boolean;
}

export interface BrandFont {
  family: string;
  /** Key of the family in @capsizecss/metrics (its ascent, descent and average width). */
  metrics: string;
  /** The local font the metric-matched fallback face is scaled from (@capsizecss/metrics key). */
  fallback: 'arial' | 'timesNewRoman';
  files: readonly FontFile[];
  /**
   * How much wider the fallback sets the brand's own texts in capitals than the font does, for
   * its regular (100-500) and bold (600-900) cut: the fallback is matched on mixed-case text,
   * and capitals differ by up to 8 %, enough to wrap a caps heading onto one more line before
   * the swap. Measured in Chromium (e2e/brand-fonts-caps.spec.ts checks it); the caps fallback face
   * is scaled by it. None: 1.
   */
  caps?: { regular: number; bold: number };
}

/** A variable file, cut to the weights from body text (400) to the brand's boldest. */
const variable = (name: string, boldest = 700): FontFile[] => [
  {
    pkg: `@fontsource-variable/${name}`,
    file: `${name}-latin-wght-normal.woff2`,
    weight: `400 ${boldest}`,
    preload: true,
  },
];

const staticWeights = (name: string, weights: readonly number[]): FontFile[] =>
  weights.map((weight) => ({
    pkg: `@fontsource/${name}`,
    file: `${name}-latin-${weight}-normal.woff2`,
    weight: String(weight),
    // Body text (400) and headings (700) both paint on the first screen.
    preload: true,
  }));

/** By brand slug (the build's mode). */
export const BRAND_FONTS: Readonly<Record<string, BrandFont>> = {
  hom: { family: 'Inter', metrics: 'inter', fallback: 'arial', files: variable('inter') },
  ca: {
    family: 'Jost',
    metrics: 'jost',
    fallback: 'arial',
    caps: { regular: 1.013, bold: 0.996 },
    files: variable('jost'),
  },
  'ca-dealer': {
    family: 'Lato',
    metrics: 'lato',
    fallback: 'arial',
    caps: { regular: 1.029, bold: 0.988 },
    files: staticWeights('lato', [400, 700]),
  },
  jc: {
    family: 'EB Garamond',
    metrics: 'eBGaramond',
    fallback: 'timesNewRoman',
    caps: { regular: 0.937, bold: 1.004 },
    files: variable('eb-garamond'),
  },
  art: {
    family: 'Montserrat',
    metrics: 'montserrat',
    fallback: 'arial',
    // Its caps headings are set in 800: the bold ratio is measured there.
    caps: { regular: 1.084, bold: 1.043 },
    // Its headings are set in 800.
    files: variable('montserrat', 800),
  },
  rowe: {
    family: 'Source Sans 3',
    metrics: 'sourceSans3',
    fallback: 'arial',
    files: variable('source-sans-3'),
  },
  ffd: {
    family: 'Poppins',
    metrics: 'poppins',
    fallback: 'arial',
    files: staticWeights('poppins', [400, 700]),
  },
};

/** The name of a family's metric-matched fallback face. */
export const fallbackFamily = (family: string) => `${family} Fallback`;

/** The name of the fallback face for text set in capitals (`BrandFont.caps`). */
export const capsFallbackFamily = (family: string) => `${family} Caps Fallback`;

/** The start every font stack of the brand's theme must have: the font, then its fallback. */
export const stackStart = (font: BrandFont) => `'${font.family}', '${fallbackFamily(font.family)}'`;

/**
 * An emitted font file's name without its hash ('inter-latin-wght-normal'): build files are
 * `assets/<stem>-<hash>.woff2`.
 */
export const fileStem = (file: FontFile) => file.file.replace(/\.woff2$/, '');

/**
 * Each file is shipped in two parts (decision 038). `core` (preloaded) holds what nearly every
 * page sets: ASCII and the punctuation and signs the storefront's own texts use. `ext`
 * (unicode-range, fetched only by a page that has such a character) holds the rest of
 * Fontsource's latin subset: accented letters (Bergère, étagère), other punctuation. Code points
 * as [first, last] ranges.
 */
export const LATIN: readonly (readonly [number, number])[] = [
  [0x0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** nbsp £ © ® ° · × – — ‘ ’ “ ” • … ′ ″ ‹ › € ™ − beside ASCII. */
const CORE_EXTRA = [
  0xa0, 0xa3, 0xa9, 0xae, 0xb0, 0xb7, 0xd7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022,
  0x2026, 0x2032, 0x2033, 0x2039, 0x203a, 0x20ac, 0x2122, 0x2212,
];

const inLatin = (cp: number) => LATIN.some(([a, b]) => cp >= a && cp <= b);
const isCore = (cp: number) => (cp >= 0x20 && cp <= 0x7e) || CORE_EXTRA.includes(cp);
const latinPoints = LATIN.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));

export type FontPart = 'core' | 'ext';
export const FONT_PARTS: readonly FontPart[] = ['core', 'ext'];

/** The code points of a part, ascending. */
export const partPoints = (part: FontPart): number[] =>
  latinPoints.filter((cp) => inLatin(cp) && isCore(cp) === (part === 'core'));

/** Code points as a CSS unicode-range (`U+20-7E,U+A0,...`). */
export const unicodeRange = (points: readonly number[]): string => {
  const ranges: [number, number][] = [];
  for (const cp of points) {
    const last = ranges.at(-1);
    if (last && cp === last[1] + 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
};

/** An emitted part's name without its hash ('inter-latin-wght-normal-core'). */
export const partStem = (file: FontFile, part: FontPart) => `${fileStem(file)}-${part}`;
