import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import {
  BRAND_FONTS,
  FONT_PARTS,
  type FontFile,
  type FontPart,
  partPoints,
  partStem,
  unicodeRange,
} from './brand-fonts';
import { type BrandFace, brandFaceCss, fallbackFaceCss, type StackMetrics } from './font-face-css';

const require = createRequire(import.meta.url);

type Metrics = StackMetrics & { variants?: Record<string, StackMetrics> };

/**
 * Capsize's metrics of the Google fonts and the system ones, with their weights (`variants`):
 * the fallback's bold face is scaled from the bold cuts. Loaded with `require` at build time
 * only, which also keeps its 160,000-line type file out of the typecheck.
 */
const { entireMetricsCollection } = require('@capsizecss/metrics/entireMetricsCollection') as {
  entireMetricsCollection: Record<string, Metrics>;
};

/** harfbuzz's subsetter and instancer (subset-font ships no types). */
const subsetFont = require('subset-font') as (
  source: Buffer,
  text: string,
  options: {
    targetFormat: 'woff2';
    variationAxes?: Record<string, { min: number; max: number }>;
  },
) => Promise<Buffer>;

/** Where a Fontsource file is on disk (the packages export their LICENSE, not their files). */
export const fontPath = (file: FontFile) =>
  path.join(path.dirname(require.resolve(`${file.pkg}/LICENSE`)), 'files', file.file);

/** A built part of a font file: its bytes and hashed asset name. */
export interface FontAsset {
  file: FontFile;
  part: FontPart;
  fileName: string;
  source: Buffer;
}

/**
 * One part of a Fontsource file as shipped: only the part's characters and, for a variable file,
 * only the weights the brand uses (harfbuzz's instancer keeps the axis between them).
 */
export const buildPart = async (file: FontFile, part: FontPart): Promise<FontAsset> => {
  const [min, max] = file.weight.split(' ').map(Number);
  const source = await subsetFont(
    fs.readFileSync(fontPath(file)),
    String.fromCodePoint(...partPoints(part)),
    {
      targetFormat: 'woff2',
      ...(max ? { variationAxes: { wght: { min: min!, max } } } : {}),
    },
  );
  const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { file, part, source, fileName: `assets/${partStem(file, part)}-${hash}.woff2` };
};

/** Where the build writes its faces (contract's BRAND_FONT_FACES, passed by vite.config.ts). */
export interface FaceMarks {
  style: string;
  list: string;
}

/** JSON safe inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Ships the brand's own font (src/fonts/brand-fonts.ts) with its build and nothing else: each
 * file cut to the brand's weights and split in two parts (decision 038), as hashed assets (served
 * immutable like the scripts), and in index.html their @font-face rules with a metric-matched
 * fallback (inline: found with the page, before any stylesheet) and a preload of each core part
 * the first screen's text uses. No JS: the entry chunk does not grow. The prerendered pages are
 * this index.html: their server drops the brand faces' style (marked `marks.style`) and the
 * preloads, and their loader adds the faces listed in `marks.list` after the first paint
 * (decision 042). The dev server serves the whole files.
 */
export const brandFontsPlugin = (slug: string, marks: FaceMarks): Plugin => {
  const font = BRAND_FONTS[slug];
  if (!font) throw new Error(`No fonts for the brand "${slug}" (src/fonts/brand-fonts.ts)`);
  const metricsOf = (key: string) => {
    const metrics = entireMetricsCollection[key];
    if (!metrics) throw new Error(`No font metrics "${key}" in @capsizecss/metrics`);
    return { regular: metrics, bold: metrics.variants?.['700'] ?? metrics };
  };
  let building = true;
  let assets: FontAsset[] = [];

  return {
    name: 'portal-brand-fonts',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      assets = await Promise.all(
        font.files.flatMap((file) => FONT_PARTS.map((part) => buildPart(file, part))),
      );
    },
    generateBundle() {
      for (const { fileName, source } of assets) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml() {
      const faces: (BrandFace & { early: boolean })[] = building
        ? assets.map(({ file, part, fileName }) => ({
            url: `/${fileName}`,
            weight: file.weight,
            unicodeRange: unicodeRange(partPoints(part)),
            early: file.preload && part === 'core',
          }))
        : font.files.map((file) => ({
            url: `/@fs${fontPath(file)}`,
            weight: file.weight,
            early: false,
          }));
      const fallback = fallbackFaceCss(font, {
        font: metricsOf(font.metrics),
        local: metricsOf(font.fallback),
      });
      const tags: HtmlTagDescriptor[] = faces
        .filter((face) => building && face.early)
        .map(({ url }) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: url },
          injectTo: 'head',
        }));
      tags.push(
        { tag: 'style', attrs: { 'data-brand-fonts': true }, children: fallback, injectTo: 'head' },
        {
          tag: 'style',
          attrs: { [marks.style]: true },
          children: brandFaceCss(font, faces),
          injectTo: 'head',
        },
      );
      if (building) {
        tags.push({
          tag: 'script',
          attrs: { type: 'application/json', id: marks.list },
          children: scriptJson({ family: font.family, faces }),
          // Before the entry tag, where a prerendered page's loader runs and reads it.
          injectTo: 'head-prepend',
        });
      }
      return tags;
    },
  };
};
