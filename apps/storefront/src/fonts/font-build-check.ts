import { BRAND_FONTS, type BrandFont, fileStem } from './brand-fonts';

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

/**
 * What is wrong with a brand build's fonts (decision 028): each file of its own font is an
 * asset, named in an @font-face rule of its index.html and, when the first screen uses it,
 * preloaded as a font (crossorigin, or the browser fetches it twice); and it holds no other
 * font file, another brand's least of all.
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
  const assetOf = (stem: string) =>
    build.assets.find((a) => a.startsWith(`${stem}-`) && a.endsWith('.woff2'));
  for (const file of own.files) {
    const asset = assetOf(fileStem(file));
    if (!asset) {
      problems.push(`${slug}: its font file ${file.file} is missing`);
      continue;
    }
    const href = `/assets/${asset}`;
    if (!build.html.includes(`url(${href})`))
      problems.push(`${slug}: index.html has no @font-face for ${asset}`);
    const preloaded = links.some(
      (l) =>
        l.get('rel') === 'preload' &&
        l.get('as') === 'font' &&
        l.get('type') === 'font/woff2' &&
        l.has('crossorigin') &&
        l.get('href') === href,
    );
    if (file.preload && !preloaded) problems.push(`${slug}: ${asset} is not preloaded`);
  }
  const ownStems = own.files.map(fileStem);
  for (const asset of build.assets.filter((a) => FONT_FILE.test(a))) {
    if (ownStems.some((stem) => asset.startsWith(`${stem}-`))) continue;
    const owner = Object.entries(fonts).find(([, f]) =>
      f.files.some((file) => asset.startsWith(`${fileStem(file)}-`)),
    );
    problems.push(
      owner
        ? `${slug}: holds ${owner[0]}'s font file ${asset}`
        : `${slug}: holds a font file not its own: ${asset}`,
    );
  }
  return problems;
}
