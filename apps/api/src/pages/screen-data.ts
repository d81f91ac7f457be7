import type { BrandCode, FirstPageData } from '@portal/contract';

/** What a route's first screen shows: head markup (data block, preloads) and its data. */
export interface ScreenData {
  head: string[];
  /** A list's first page as a visitor sees it (what a prerender renders). */
  firstPage?: FirstPageData;
}

/** An address of a brand page as page builders see it (no request: pages know no HTTP). */
export interface PageAddress {
  brand: BrandCode;
  /** Contract route name and path parameters of the address. */
  route: string;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

/** The data a route's first screen shows (the first page of a list). */
export type PageData = (address: PageAddress) => Promise<ScreenData>;
