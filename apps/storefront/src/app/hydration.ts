import { PRERENDER_ATTRIBUTES } from '@portal/contract';
import { isLoggedIn } from '../lib/session';

/**
 * The address a prerendered #root was rendered for (decision 014), when this browser should
 * hydrate it: the server renders for visitors, so a signed-in browser (whose token cookie did
 * not reach the server) renders afresh. Null: render afresh.
 */
export function hydrationTarget(container: HTMLElement): string | null {
  const url = container.getAttribute(PRERENDER_ATTRIBUTES.url);
  if (url === null || !container.firstChild || isLoggedIn()) return null;
  return url;
}
