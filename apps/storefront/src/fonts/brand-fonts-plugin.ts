import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { BRAND_FONTS, type FontFile, fileStem } from './brand-fonts';
import { brandFontCss, type StackMetrics } from './font-face-css';

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

/** Where a Fontsource file is on disk (the packages export their LICENSE, not their files). */
export const fontPath = (file: FontFile) =>
  path.join(path.dirname(require.resolve(`${file.pkg}/LICENSE`)), 'files', file.file);

/**
 * Ships the brand's own font (src/fonts/brand-fonts.ts) with its build and nothing else: the
 * woff2 files as hashed assets (served immutable like the scripts), and in index.html their
 * @font-face rules with a metric-matched fallback (inline: found with the page, before any
 * stylesheet) and a preload of each file the first screen's text uses. No JS: the entry chunk
 * does not grow. The prerendered pages are this index.html, so they carry the same head.
 */
export const brandFontsPlugin = (slug: string): Plugin => {
  const font = BRAND_FONTS[slug];
  if (!font) throw new Error(`No fonts for the brand "${slug}" (src/fonts/brand-fonts.ts)`);
  const metricsOf = (key: string) => {
    const metrics = entireMetricsCollection[key];
    if (!metrics) throw new Error(`No font metrics "${key}" in @capsizecss/metrics`);
    return { regular: metrics, bold: metrics.variants?.['700'] ?? metrics };
  };
  const files = font.files.map((file) => {
    const source = fs.readFileSync(fontPath(file));
    const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8);
    return { file, source, fileName: `assets/${fileStem(file)}-${hash}.woff2` };
  });
  let building = true;

  return {
    name: 'portal-brand-fonts',
    configResolved(config) {
      building = config.command === 'build';
    },
    generateBundle() {
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml() {
      // The dev server serves the package's file as it is.
      const urlOf = (file: FontFile) => {
        const emitted = files.find((f) => f.file === file);
        return building && emitted ? `/${emitted.fileName}` : `/@fs${fontPath(file)}`;
      };
      const css = brandFontCss(font, urlOf, {
        font: metricsOf(font.metrics),
        local: metricsOf(font.fallback),
      });
      const tags: HtmlTagDescriptor[] = font.files
        .filter((file) => file.preload)
        .map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: true,
            href: urlOf(file),
          },
          injectTo: 'head',
        }));
      tags.push({
        tag: 'style',
        attrs: { 'data-brand-fonts': true },
        children: css,
        injectTo: 'head',
      });
      return tags;
    },
  };
};
