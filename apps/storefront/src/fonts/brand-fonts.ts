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
  /** CSS font-weight: one weight, or the range a variable file covers. */
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
}

const variable = (name: string): FontFile[] => [
  {
    pkg: `@fontsource-variable/${name}`,
    file: `${name}-latin-wght-normal.woff2`,
    weight: '100 900',
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
  ca: { family: 'Jost', metrics: 'jost', fallback: 'arial', files: variable('jost') },
  'ca-dealer': {
    family: 'Lato',
    metrics: 'lato',
    fallback: 'arial',
    files: staticWeights('lato', [400, 700]),
  },
  jc: {
    family: 'EB Garamond',
    metrics: 'eBGaramond',
    fallback: 'timesNewRoman',
    files: variable('eb-garamond').map((f) => ({ ...f, weight: '400 800' })),
  },
  art: {
    family: 'Montserrat',
    metrics: 'montserrat',
    fallback: 'arial',
    files: variable('montserrat'),
  },
  rowe: {
    family: 'Source Sans 3',
    metrics: 'sourceSans3',
    fallback: 'arial',
    files: variable('source-sans-3').map((f) => ({ ...f, weight: '200 900' })),
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

/** The start every font stack of the brand's theme must have: the font, then its fallback. */
export const stackStart = (font: BrandFont) => `'${font.family}', '${fallbackFamily(font.family)}'`;

/**
 * An emitted font file's name without its hash ('inter-latin-wght-normal'): build files are
 * `assets/<stem>-<hash>.woff2`.
 */
export const fileStem = (file: FontFile) => file.file.replace(/\.woff2$/, '');
