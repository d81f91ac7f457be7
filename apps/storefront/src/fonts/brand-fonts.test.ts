// @vitest-environment node
import fs from 'node:fs';
import { BRAND_FONT_FACES, BrandCodes, type BrandFontList, Brands } from '@portal/contract';
import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { ALL_BRAND_CONFIGS } from '../test/all-brands';
import { BRAND_FONTS, LATIN, partPoints, stackStart, unicodeRange } from './brand-fonts';
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
const buildFonts = async (slug: string) => {
  const plugin = brandFontsPlugin(slug, BRAND_FONT_FACES);
  const emitted: { fileName: string; source: Uint8Array }[] = [];
  (plugin.configResolved as (c: unknown) => void)({ command: 'build' });
  await (plugin.buildStart as () => Promise<void>)();
  (plugin.generateBundle as (this: unknown) => void).call({
    emitFile: (file: { fileName: string; source: Uint8Array }) => emitted.push(file),
  });
  const html = renderTags((plugin.transformIndexHtml as () => HtmlTagDescriptor[])());
  return { emitted, html };
};

const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0)!);

describe('the two parts of a font file', () => {
  const core = partPoints('core');
  const ext = partPoints('ext');

  it('split Fontsource’s latin subset between them, each character in one', () => {
    const latin = LATIN.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
    expect([...core, ...ext].sort((a, b) => a - b)).toEqual(latin);
    expect(core.filter((cp) => ext.includes(cp))).toEqual([]);
  });

  it('keep ASCII and the storefront’s punctuation in the core, accents in ext', () => {
    expect(core).toEqual(expect.arrayContaining(codePoints('Az09 &$%’“”–—…×·€™')));
    expect(ext).toEqual(expect.arrayContaining(codePoints('éèÉçñüœŒ')));
    expect(unicodeRange(core).startsWith('U+20-7E,U+A0,U+A3,')).toBe(true);
    expect(unicodeRange([0x41, 0x42, 0x43, 0xe9])).toBe('U+41-43,U+E9');
  });
});

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

  it('builds its parts, their @font-face with swap, unicode-range and fallback, and its preload', async () => {
    const { emitted, html } = await buildFonts(slug);
    const assets = emitted.map((f) => f.fileName.replace(/^assets\//, ''));
    expect(fontProblems(slug, { assets, html })).toEqual([]);
    expect(html).toContain(`font-family:'${font!.family}';`);
    expect(html).toContain('font-display:swap');
    expect(html).toContain(`unicode-range:${unicodeRange(partPoints('ext'))}`);
    expect(html).toMatch(
      new RegExp(
        `font-family:'${font!.family} Fallback';[^}]*size-adjust:[\\d.]+%;ascent-override:[\\d.]+%;descent-override:[\\d.]+%;line-gap-override:[\\d.]+%`,
      ),
    );
    // The same faces for a prerendered page's loader (decision 042), in a marked style the
    // server can drop, and listed as JSON: the core parts early, each with its characters.
    const style = new RegExp(`<style ${BRAND_FONT_FACES.style}>([^<]*)</style>`).exec(html)![1]!;
    expect(style.match(/@font-face/g)).toHaveLength(emitted.length);
    expect(style).not.toContain('Fallback');
    const list = JSON.parse(
      new RegExp(`id="${BRAND_FONT_FACES.list}">([^<]*)<`).exec(html)![1]!,
    ) as BrandFontList;
    expect(list.family).toBe(font!.family);
    expect(list.faces.map((f) => [f.url, f.early]).sort()).toEqual(
      emitted.map((f) => [`/${f.fileName}`, f.fileName.includes('-core-')]).sort(),
    );
    for (const face of list.faces) expect(face.unicodeRange).toMatch(/^U\+/);
    // What a page with only ASCII text and punctuation downloads: the core parts, smaller than
    // the whole files (decision 038 has the figures).
    const core = emitted.filter((f) => f.fileName.includes('-core-'));
    const coreBytes = core.reduce((n, f) => n + f.source.length, 0);
    const whole = font!.files.reduce((n, file) => n + fs.statSync(fontPath(file)).size, 0);
    expect(core).toHaveLength(font!.files.length);
    expect(coreBytes).toBeLessThan(whole);
  });
});

describe('the font check', async () => {
  const hom = await buildFonts('hom');
  const homAssets = hom.emitted.map((f) => f.fileName.replace(/^assets\//, ''));
  const [coreAsset, extAsset] = ['-core-', '-ext-'].map(
    (p) => homAssets.find((a) => a.includes(p))!,
  );

  it('names a missing part, a missing preload and a missing @font-face', () => {
    expect(fontProblems('hom', { assets: [], html: hom.html })).toEqual([
      'hom: the core part of its font file inter-latin-wght-normal.woff2 is missing',
      'hom: the ext part of its font file inter-latin-wght-normal.woff2 is missing',
    ]);
    const noPreload = hom.html.replace(/<link[^>]*>/g, '');
    expect(fontProblems('hom', { assets: homAssets, html: noPreload })).toEqual([
      `hom: ${coreAsset} is not preloaded`,
    ]);
    const noCrossorigin = hom.html.replace(' crossorigin', '');
    expect(fontProblems('hom', { assets: homAssets, html: noCrossorigin })).toEqual([
      `hom: ${coreAsset} is not preloaded`,
    ]);
    const noFace = hom.html.replace(/<style[\s\S]*<\/style>/, '');
    expect(fontProblems('hom', { assets: homAssets, html: noFace })).toEqual([
      `hom: index.html has no @font-face for ${coreAsset}`,
      `hom: index.html has no @font-face for ${extAsset}`,
    ]);
  });

  it("names a build whose loader's list lacks a part, marks the ext part early, or is gone", () => {
    const ext = `"url":"/assets/${extAsset}","weight":"400 700",`;
    expect(hom.html).toContain(ext);
    const dropped = hom.html.replace(/,\{"url":"\/assets\/[^"]*-ext-[^}]*\}/, '');
    expect(fontProblems('hom', { assets: homAssets, html: dropped })).toEqual([
      `hom: ${extAsset} is not listed`,
    ]);
    const early = hom.html.replace(/(-ext-[^}]*"early":)false/, '$1true');
    expect(fontProblems('hom', { assets: homAssets, html: early })).toEqual([
      `hom: ${extAsset} is wrongly marked early`,
    ]);
    const none = hom.html.replace(/<script[\s\S]*<\/script>/, '');
    expect(fontProblems('hom', { assets: homAssets, html: none })).toEqual([
      'hom: index.html has no list of its faces',
    ]);
  });

  it('names a preloaded ext part: a page would fetch it without needing it', () => {
    const both = hom.html.replace(
      /<link([^>]*)href="([^"]*)"([^>]*)>/,
      `<link$1href="$2"$3><link$1href="/assets/${extAsset}"$3>`,
    );
    expect(fontProblems('hom', { assets: homAssets, html: both })).toEqual([
      `hom: ${extAsset} is preloaded`,
    ]);
  });

  it("names another brand's font file, the whole unsplit file and any other font", () => {
    const assets = [
      ...homAssets,
      'jost-latin-wght-normal-core-Ab12Cd34.woff2',
      'inter-latin-wght-normal-Ab12Cd34.woff2',
      'other-Zz.woff',
    ];
    expect(fontProblems('hom', { assets, html: hom.html })).toEqual([
      "hom: holds ca's font file jost-latin-wght-normal-core-Ab12Cd34.woff2",
      'hom: holds a font file not its own: inter-latin-wght-normal-Ab12Cd34.woff2',
      'hom: holds a font file not its own: other-Zz.woff',
    ]);
  });
});
