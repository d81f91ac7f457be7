import brand from '@brand';
import { MantineProvider } from '@mantine/core';
import {
  firstScreenOf,
  listRouteSpec,
  type PrerenderInput,
  productDataKey,
  readListState,
  toSearchBody,
} from '@portal/contract';
import type { QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  MemoryRouter,
  StaticRouterProvider,
} from 'react-router';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { buildAppRoutes } from './app/route-builder';
import { productSkuOf } from './app/routes/catalog-loaders';
import { withoutLoaders } from './app/server-routes';
import { brandTheme } from './app/theme';
import { catalogKeys } from './features/catalog/hooks/catalog-keys';
import { CookieBanner } from './features/consent/cookie-banner';
import { BRAND } from './lib/current-brand';
import { setServerOrigin } from './lib/page-location';
import { setViewportGuess } from './lib/use-viewport';

// The storefront's server build (decision 014): the API imports it to prerender a visitor's
// first screen, which the browser paints before any script has run and then hydrates.

/**
 * Loaders are left out: the route guard and the screens' early calls need the browser's session,
 * and a prerender is a visitor's. Route code is loaded once and kept.
 */
const handler = createStaticHandler(withoutLoaders(buildAppRoutes(BRAND, brand.routeModules)));

/** React's mark of a Suspense boundary the server did not finish. */
const LEFT_TO_BROWSER = '<!--$!-->';
const MAX_ATTEMPTS = 3;

const ORIGIN = 'http://storefront.invalid';

/**
 * The data a screen shows from the page, under its query key: a list's first page (which must
 * answer the address's search) or a product page's product; nothing for a home. Null for
 * screens that are not prerendered, or data given for another address.
 */
function firstScreenData(input: PrerenderInput): { queryKey?: QueryKey; val?: unknown } | null {
  const query = new URL(input.url, ORIGIN).searchParams;
  const given = input.firstPage;
  switch (firstScreenOf(input.route)) {
    case 'home':
      return {};
    case 'list': {
      const spec = listRouteSpec({ name: input.route, params: input.params });
      if (!spec) return null;
      const search = toSearchBody(readListState(query, spec), spec, BRAND);
      if (given?.key !== JSON.stringify(search)) return null;
      return { queryKey: catalogKeys.search(search), val: given.val };
    }
    case 'product': {
      const sku = productSkuOf(input.params.file, query);
      if (!sku || given?.key !== productDataKey(sku)) return null;
      return { queryKey: catalogKeys.product(sku), val: given.val };
    }
    default:
      return null;
  }
}

/**
 * The markup of #root for `input`, or null when the address does not render a screen here
 * (a redirect, a screen that is not prerendered, or a list whose first page answers another
 * search).
 */
export async function prerender(input: PrerenderInput): Promise<string | null> {
  const data = firstScreenData(input);
  if (data === null) return null;
  const context = await handler.query(new Request(new URL(input.url, ORIGIN)));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = () => {
    // The data cache and viewport guess are the app's own module state, so they are set, used
    // and cleared within one synchronous render: no other request's render can interleave.
    setViewportGuess(input.viewport);
    setServerOrigin(input.origin);
    if (data.queryKey) queryClient.setQueryData(data.queryKey, data.val);
    try {
      return renderToString(
        <StrictMode>
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>,
      );
    } finally {
      queryClient.clear();
    }
  };
  // Lazy parts (header icons, menus) whose code has not loaded yet are left to the browser
  // (React marks them, and reports a recoverable error when it hydrates): the first renders
  // after a start ask for that code, and render again once it is there.
  for (let attempt = 1; ; attempt++) {
    const html = render();
    if (!html.includes(LEFT_TO_BROWSER) || attempt === MAX_ATTEMPTS) return html;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * The cookie banner as a first visit sees it, for the server to place outside #root of a
 * prerendered page (decision 033): painted with the screen, replaced by the script's own.
 */
const extrasTheme = brandTheme(brand);

export function prerenderExtras(): string {
  return renderToString(
    // The page's own render has written the theme's variables and global classes already.
    <MantineProvider theme={extrasTheme} withCssVariables={false} withGlobalClasses={false}>
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>
    </MantineProvider>,
  );
}
