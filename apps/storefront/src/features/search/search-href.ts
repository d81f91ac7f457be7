/** Where a brand's header search goes (spec 2); `emptyPath` is the target for a blank keyword. */
export interface SearchTarget {
  path: string;
  emptyPath?: string;
}

/**
 * The address a search goes to: the keyword trimmed and URL-encoded as `keyWord`. A blank
 * keyword goes to `emptyPath` (HOM: the product list) or nowhere (null) on other brands.
 */
export function searchHref(target: SearchTarget, input: string): string | null {
  const keyword = input.trim();
  if (!keyword) return target.emptyPath ?? null;
  return `${target.path}?keyWord=${encodeURIComponent(keyword)}`;
}
