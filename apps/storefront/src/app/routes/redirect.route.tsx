import { isFullPageLink } from '@portal/contract';
import { type LoaderFunctionArgs, redirect, redirectDocument, replace } from 'react-router';
import { RouteFallback } from '../../components/route-fallback';
import { redirectRouteTarget, shortLinkTarget } from '../plumbing-redirects';

/**
 * /redirect and /u (decision 017): the loader answers the address to go to instead, so no
 * screen renders and Back never returns here. Targets that leave the app (/page/, /static/)
 * load as a whole page, as their links do (spec 2).
 */
export function loader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const to =
    url.pathname === '/u'
      ? shortLinkTarget(url.search)
      : redirectRouteTarget(url.search, url.origin);
  // Opened as a page of its own (a link from a mail, a typed address), this address is already
  // an entry of the history: replace it. Followed inside the app, it never became one.
  const ownEntry =
    typeof window !== 'undefined' &&
    `${window.location.pathname}${window.location.search}` === `${url.pathname}${url.search}`;
  if (isFullPageLink(to)) {
    if (!ownEntry) throw redirectDocument(to);
    window.location.replace(to);
    return null;
  }
  throw ownEntry ? replace(to) : redirect(to);
}

/** Shown only while a whole-page target loads: the loader redirects otherwise. */
export function Component() {
  return <RouteFallback label="Redirecting" />;
}
