import { BRAND_FONT_FACES, type BrandFontList } from '@portal/contract';
import { BRAND_FONTS, type BrandFont, FONT_PARTS, fileStem, partStem } from './brand-fonts';

/** What a brand build shows of its fonts: its asset file names and its index.html. */
export interface BuiltFonts {
  assets: readonly string[];
  html: string;
}

const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/;

/** `<link>` tags of the page as attribute maps (a bare attribute maps to ''). */
const linkTags = (html: string) =>
  [...html.matchAll(/<link\b([^>]*)>/g)].map((tag) => {
    const attrs = new Map<string, string>();
    for (const [, name, , value] of (tag[1] ?? '').matchAll(/([\w-]+)(="([^"]*)")?/g))
      if (name) attrs.set(name.toLowerCase(), value ?? '');
    return attrs;
  });

/** The faces listed for a prerendered page's loader (decision 042), or null. */
const faceList = (html: string): BrandFontList | null => {
  const id = BRAND_FONT_FACES.list;
  const json = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  try {
    return json ? (JSON.parse(json[1]!) as BrandFontList) : null;
  } catch {
    return null;
  }
};

/**
 * What is wrong with a brand build's fonts (decisions 028, 038, 042): each part of each file of
 * its own font is an asset named in an @font-face rule of its index.html and in the loader's
 * list; the core part, when the first screen uses the file, is preloaded as a font (crossorigin,
 * or the browser fetches it twice) and listed as early, the ext part is neither (a page fetches
 * it only for its characters); and it holds no other font file, another brand's least of all.
 */
export function fontProblems(
  slug: string,
  build: BuiltFonts,
  fonts: Readonly<Record<string, BrandFont>> = BRAND_FONTS,
): string[] {
  const own = fonts[slug];
  if (!own) return [`${slug}: no font in src/fonts/brand-fonts.ts`];
  const problems: string[] = [];
  const links = linkTags(build.html);
  const list = faceList(build.html);
  if (list?.family !== own.family) problems.push(`${slug}: index.html has no list of its faces`);
  const assetOf = (stem: string) =>
    build.assets.find((a) => a.startsWith(`${stem}-`) && a.endsWith('.woff2'));
  const preloaded = (href: string) =>
    links.some(
      (l) =>
        l.get('rel') === 'preload' &&
        l.get('as') === 'font' &&
        l.get('type') === 'font/woff2' &&
        l.has('crossorigin') &&
        l.get('href') === href,
    );
  const ownStems: string[] = [];
  for (const file of own.files) {
    for (const part of FONT_PARTS) {
      const stem = partStem(file, part);
      ownStems.push(stem);
      const asset = assetOf(stem);
      if (!asset) {
        problems.push(`${slug}: the ${part} part of its font file ${file.file} is missing`);
        continue;
      }
      const href = `/assets/${asset}`;
      if (!build.html.includes(`url(${href})`))
        problems.push(`${slug}: index.html has no @font-face for ${asset}`);
      const wanted = file.preload && part === 'core';
      if (wanted && !preloaded(href)) problems.push(`${slug}: ${asset} is not preloaded`);
      if (!wanted && preloaded(href)) problems.push(`${slug}: ${asset} is preloaded`);
      const listed = list?.faces.find((face) => face.url === href);
      if (list && listed?.early !== wanted)
        problems.push(`${slug}: ${asset} is ${listed ? 'wrongly marked early' : 'not listed'}`);
    }
  }
  for (const asset of build.assets.filter((a) => FONT_FILE.test(a))) {
    if (ownStems.some((stem) => new RegExp(`^${stem}-[\\w-]{8}\\.woff2$`).test(asset))) continue;
    const owner = Object.entries(fonts).find(([, f]) =>
      f.files.some((file) => asset.startsWith(`${fileStem(file)}-`)),
    );
    problems.push(
      owner && owner[0] !== slug
        ? `${slug}: holds ${owner[0]}'s font file ${asset}`
        : `${slug}: holds a font file not its own: ${asset}`,
    );
  }
  return problems;
}
