import { FIRST_PAGE_ELEMENT_ID, type FirstPageData } from '@portal/contract';

/**
 * The first page of results the server put into the page for a visitor (decision 013), when it
 * answers the search `key` (the body as JSON). Read once: the block is removed at the first
 * look, as later searches must not get results from when the page was sent.
 */
export function takeServedFirstPage<T>(key: string, doc: Document = document): T | undefined {
  const block = doc.getElementById(FIRST_PAGE_ELEMENT_ID);
  if (!block) return undefined;
  block.remove();
  try {
    const data = JSON.parse(block.textContent ?? '') as FirstPageData<T>;
    return data.key === key ? data.val : undefined;
  } catch {
    return undefined;
  }
}
