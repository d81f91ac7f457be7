import fs from 'node:fs';
import { BrandCodes, Brands } from '@portal/contract';
import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { ALL_BRAND_CONFIGS } from '../test/all-brands';
import { BRAND_FONTS, stackStart } from './brand-fonts';
import { brandFontsPlugin, fontPath } from './brand-fonts-plugin';
import { fontProblems } from './font-build-check';

/** The tags as Vite writes them into index.html (enough for the check's parsing). */
const renderTags = (tags: HtmlTagDescriptor[]) =>
  tags
    .map((t) => {
      const attrs = Object.entries(t.attrs ?? {})
        .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${v}"`))
        .join('');
      return t.tag === 'link' ? `<link${attrs}>` : `<${t.tag}${attrs}>${t.children}</${t.tag}>`;
    })
    .join('\n');

/** Runs the plugin as a production build would: the files it emits and the head it writes. */
const buildFonts = (slug: string) => {
  const plugin = brandFontsPlugin(slug);
  const emitted: { fileName: string; source: Uint8Array }[] = [];
  (plugin.configResolved as (c: unknown) => void)({ command: 'build' });
  (plugin.generateBundle as (this: unknown) => void).call({
    emitFile: (file: { fileName: string; source: Uint8Array }) => emitted.push(file),
  });
  const html = renderTags((plugin.transformIndexHtml as () => HtmlTagDescriptor[])());
  return { emitted, html };
};

describe.each(BrandCodes)('%s font', (code) => {
  const slug = Brands[code].slug;
  const font = BRAND_FONTS[slug];

  it('is the first of the theme’s stack, then its metric-matched fallback', () => {
    expect(font).toBeDefined();
    expect(ALL_BRAND_CONFIGS[code].theme.fontFamily.startsWith(stackStart(font!))).toBe(true);
  });

  it('is a latin woff2 file (or two weights) from its Fontsource package', () => {
    expect(font!.files.length).toBeGreaterThan(0);
    expect(font!.files.length).toBeLessThanOrEqual(2);
    for (const file of font!.files) {
      expect(file.file).toMatch(/-latin-(wght|\d+)-normal\.woff2$/);
      expect(fs.statSync(fontPath(file)).size).toBeGreaterThan(1000);
    }
  });

  it('builds its files, its @font-face with swap and fallback, and its preload', () => {
    const { emitted, html } = buildFonts(slug);
    const assets = emitted.map((f) => f.fileName.replace(/^assets\//, ''));
    expect(fontProblems(slug, { assets, html })).toEqual([]);
    expect(html).toContain(`font-family:'${font!.family}';`);
    expect(html).toContain('font-display:swap');
    expect(html).toMatch(
      new RegExp(
        `font-family:'${font!.family} Fallback';[^}]*size-adjust:[\\d.]+%;ascent-override:[\\d.]+%;descent-override:[\\d.]+%;line-gap-override:[\\d.]+%`,
      ),
    );
  });
});

describe('the font check', () => {
  const hom = buildFonts('hom');
  const homAssets = hom.emitted.map((f) => f.fileName.replace(/^assets\//, ''));

  it('names a missing font file, a missing preload and a missing @font-face', () => {
    expect(fontProblems('hom', { assets: [], html: hom.html })).toEqual([
      'hom: its font file inter-latin-wght-normal.woff2 is missing',
    ]);
    const noPreload = hom.html.replace(/<link[^>]*>/g, '');
    expect(fontProblems('hom', { assets: homAssets, html: noPreload })).toEqual([
      `hom: ${homAssets[0]} is not preloaded`,
    ]);
    const noCrossorigin = hom.html.replace(' crossorigin', '');
    expect(fontProblems('hom', { assets: homAssets, html: noCrossorigin })).toEqual([
      `hom: ${homAssets[0]} is not preloaded`,
    ]);
    const noFace = hom.html.replace(/<style[\s\S]*<\/style>/, '');
    expect(fontProblems('hom', { assets: homAssets, html: noFace })).toEqual([
      `hom: index.html has no @font-face for ${homAssets[0]}`,
    ]);
  });

  it("names another brand's font file and any other font", () => {
    const assets = [...homAssets, 'jost-latin-wght-normal-Ab12Cd34.woff2', 'other-Zz.woff'];
    expect(fontProblems('hom', { assets, html: hom.html })).toEqual([
      "hom: holds ca's font file jost-latin-wght-normal-Ab12Cd34.woff2",
      'hom: holds a font file not its own: other-Zz.woff',
    ]);
  });
});
