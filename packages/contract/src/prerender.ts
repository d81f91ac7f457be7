import type { FirstPageData } from './calls/catalog/list-routes';

/**
 * What the API hands the storefront's server build to prerender a visitor's first screen
 * (decision 014): a list (with its first page) or a brand's home (no data). The build is `<dist>/ssr/<slug>/entry-server.mjs`, whose `prerender` answers
 * the markup of #root, or null when it renders nothing for the address.
 */
export interface PrerenderInput {
  /** The page's path and query, as requested. */
  url: string;
  /** Contract route name and path parameters of the address. */
  route: string;
  params: Readonly<Record<string, string>>;
  /** A list's first page as a visitor sees it, as the page carries it (decision 013). */
  firstPage?: FirstPageData;
  /** Which layout to render: the server's guess from the request's mobile hints. */
  viewport: 'narrow' | 'wide';
  /** The request's protocol ('https:') and port ('' for the default): links to sibling sites. */
  origin: { protocol: string; port: string };
}

export type Prerender = (input: PrerenderInput) => Promise<string | null>;

/**
 * Markup a prerendered page shows outside #root until the script's own copy takes over: the
 * cookie banner, so a first visit paints it with the screen rather than after hydration
 * (decision 033). The build's `prerenderExtras` export; the same for every page of a build.
 */
export type PrerenderExtras = () => string;

/** The element holding the extras' markup (inert: the script's copy is the working one). */
export const STATIC_EXTRAS_ID = 'portal-static-extras';

/**
 * Marks a part fixed above the bottom of the window (Cara's entry, back to top). The app's cookie
 * banner lifts such parts above itself (--bottom-bar-height); its inert static copy cannot, so
 * they stay hidden while it shows instead of lying over its buttons.
 */
export const FLOATING_ATTRIBUTE = 'data-floating';

/**
 * Marks text a person wrote, shown as they wrote it (a chat question): checks of how the site
 * writes things, such as the journeys' money watch, pass over it.
 */
export const USER_TEXT_ATTRIBUTE = 'data-user-text';

/**
 * Marks controls a floating part must never lie over (the product page's buy controls): the
 * part moves up above them while they pass under it (issue 34: Cara covered Add to Cart).
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

/** The server build's file, from the folder the brands' builds are in. */
export const prerenderEntry = (slug: string) => `ssr/${slug}/entry-server.mjs`;

/** Marks on #root of a prerendered page: the address it was rendered for, and the layout. */
export const PRERENDER_ATTRIBUTES = { url: 'data-prerendered', viewport: 'data-viewport' } as const;

/**
 * Marks a GET form (a list's sort) that a prerendered page's loader sends when a field of it
 * changes, until the scripts have taken the page over (decision 052).
 */
export const SUBMIT_ON_CHANGE_ATTRIBUTE = 'data-submit-on-change';

/**
 * The brand font's faces in a build's index.html (decision 042): their @font-face rules in the
 * style element marked `style`, and the same faces as JSON in the element `list`. A prerendered
 * page's server drops the rules and the preloads; its loader adds the faces itself (FontFace)
 * once the page has painted, or at once on a device that has fetched them before.
 */
export const BRAND_FONT_FACES = { style: 'data-brand-font-faces', list: 'portal-fonts' } as const;

/** One face of the brand font: a part of a file, its weights and characters. */
export interface BrandFontFace {
  url: string;
  weight: string;
  unicodeRange?: string;
  /** A part every page sets (preloaded in the shell): the loader fetches it before adding it. */
  early: boolean;
}

/** The JSON of `BRAND_FONT_FACES.list`. */
export interface BrandFontList {
  family: string;
  faces: BrandFontFace[];
}
