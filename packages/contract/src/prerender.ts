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

/** The server build's file, from the folder the brands' builds are in. */
export const prerenderEntry = (slug: string) => `ssr/${slug}/entry-server.mjs`;

/** Marks on #root of a prerendered page: the address it was rendered for, and the layout. */
export const PRERENDER_ATTRIBUTES = { url: 'data-prerendered', viewport: 'data-viewport' } as const;

/**
 * Mark on <html> of a prerendered page while the brand font waits (decision 042): the page is
 * set in the font's metric-matched fallback until its loader lifts the mark, after the first
 * paint, or at once when this device has fetched the font before.
 */
export const LATE_FONTS_ATTRIBUTE = 'data-late-fonts';
