import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type BrandCode,
  ErrorCode,
  type FirstPageData,
  type FirstScreen,
  FLOATING_ATTRIBUTE,
  fail,
  firstScreenOf,
  isApiPath,
  Messages,
  PRERENDER_ATTRIBUTES,
  STATIC_EXTRAS_ID,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html';
import type { PageData, ScreenData } from '../pages/screen-data';
import { brandSlug } from './brand-host';
import { startScriptsAfterLoad } from './late-scripts';
import { Prerenderers, requestOrigin, sendsSession, viewportGuess } from './prerender';
import { matchRoute, type RouteMatch } from './route-match';
import { pageSecurityHeaders } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The brand's built index.html (null when that brand is not built). */
export type BrandIndex = (brand: BrandCode) => Promise<string | null>;

/** first-screens.json of a build (first-screens-plugin.ts): files each route needs first. */
interface FirstScreens {
  every: string[];
  screens: Partial<Record<FirstScreen, string[]>>;
  /** Styles of the shell's lazy parts (a prerendered page links them). */
  shellCss?: string[];
}

/** A file of the first screen: fetched early, and a stylesheet applied at once if `applyCss`. */
const fileTag = (file: string, applyCss: boolean) => {
  if (!file.endsWith('.css')) return `<link rel="modulepreload" crossorigin href="${file}">`;
  return applyCss
    ? `<link rel="stylesheet" crossorigin href="${file}">`
    : `<link rel="preload" as="style" crossorigin href="${file}">`;
};

/**
 * Serves each brand's build on its own origin: hashed assets as immutable, other files briefly
 * cached, and every other GET the brand's index.html (history routing). Paths that are not a
 * route of that brand still get index.html, with status 404, so crawlers see the truth and the
 * SPA shows its 404 screen.
 */
export class StorefrontHost {
  private readonly cache = new Map<string, { mtimeMs: number; value: unknown }>();

  private readonly pageHeaders: Record<string, string>;

  private readonly prerenderers: Prerenderers;

  constructor(
    readonly distRoot: string,
    /** The CSP's frame sources (security-headers.ts `frameSources`). */
    frameOrigins: string[] = [],
    private readonly pageData?: PageData,
  ) {
    this.pageHeaders = pageSecurityHeaders(frameOrigins);
    this.prerenderers = new Prerenderers(distRoot);
  }

  /** Security headers for an HTML page (CSP, nosniff, referrer policy). */
  headersForPage(): Record<string, string> {
    return this.pageHeaders;
  }

  rootOf(brand: BrandCode) {
    return path.join(this.distRoot, brandSlug(brand));
  }

  /** A file of the build, parsed by `read` and re-read only when the build changed. */
  private async cached<T>(file: string, read: (text: string) => T): Promise<T | null> {
    try {
      const { mtimeMs } = await fs.promises.stat(file);
      const hit = this.cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
      const value = read(await fs.promises.readFile(file, 'utf8'));
      this.cache.set(file, { mtimeMs, value });
      return value;
    } catch {
      return null;
    }
  }

  indexHtml: BrandIndex = (brand) =>
    this.cached(path.join(this.rootOf(brand), 'index.html'), (text) => text);

  /**
   * The page for an address: index.html naming in its head the files the route's first screen
   * needs beyond the entry, and that screen's data, so the browser fetches them together
   * (decision 013), and for a visitor's list, product or home the screen itself, rendered
   * (decision 014). `given`: the screen's data, when the caller has it (a product page). Data
   * that cannot be had is left out: the screen then asks for it itself.
   */
  async page(
    request: FastifyRequest,
    match: RouteMatch | null,
    given?: ScreenData,
  ): Promise<string | null> {
    const html = await this.indexHtml(request.brand);
    if (html === null || match === null) return html;
    const screens = await this.cached(
      path.join(this.rootOf(request.brand), 'first-screens.json'),
      (text) => JSON.parse(text) as FirstScreens,
    );
    const screen = firstScreenOf(match.route.name);
    const files = screens ? [...screens.every, ...((screen && screens.screens[screen]) ?? [])] : [];
    let data: ScreenData = given ?? { head: [] };
    try {
      if (!given) {
        const address = {
          brand: request.brand,
          route: match.route.name,
          params: match.params,
          query: new URLSearchParams(request.url.split('?')[1] ?? ''),
        };
        data = (await this.pageData?.(address)) ?? data;
      }
    } catch (error) {
      request.log.warn({ err: error }, 'first screen data left out of the page');
    }
    // A list or product with its data, and the brand's home (static: no data).
    const prerendered = screen === 'home' || (screen !== null && data.firstPage !== undefined);
    const markup = prerendered ? await this.prerender(request, match, data.firstPage) : null;
    // A prerendered screen paints before its script runs, so its styles apply at once, and its
    // modules are started once it has loaded (decision 033).
    const isCss = (file: string) => file.endsWith('.css');
    const head = [
      ...(markup ? files.filter(isCss) : files).map((file) => fileTag(file, markup !== null)),
      ...(markup ? (screens?.shellCss ?? []).map((file) => fileTag(file, true)) : []),
      ...data.head,
    ];
    const withHead = head.length
      ? html.replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
      : html;
    if (!markup) return withHead;
    const page = startScriptsAfterLoad(
      withHead,
      files.filter((file) => !isCss(file)),
    );
    const url = escapeHtml(request.url);
    const marks = `${PRERENDER_ATTRIBUTES.url}="${url}" ${PRERENDER_ATTRIBUTES.viewport}="${markup.viewport}"`;
    const extras = await this.prerenderers.extras(brandSlug(request.brand));
    // Outside #root (hydration must find only its own markup) and inert: the script's copy is
    // the working one. Hidden before the first paint when the loader finds consent stored; while
    // it shows, the floating parts wait (they cannot sit above a bar they cannot measure).
    const after = extras
      ? `<div id="${STATIC_EXTRAS_ID}" inert>${extras}</div><style>html[data-consent] #${STATIC_EXTRAS_ID}{display:none}html:not([data-consent]):has(#${STATIC_EXTRAS_ID}) [${FLOATING_ATTRIBUTE}]{visibility:hidden}</style>`
      : '';
    // A function replacement: the markup may hold '$' sequences.
    return page.replace(
      /<div id="root"([^>]*)><\/div>/,
      (_, attrs: string) => `<div id="root"${attrs} ${marks}>${markup.html}</div>${after}`,
    );
  }

  /**
   * The first screen rendered for #root (decision 014), for visitors only: a signed-in screen
   * shows other prices and the account's corner, and renders in the browser.
   */
  private async prerender(
    request: FastifyRequest,
    match: RouteMatch,
    firstPage: FirstPageData | undefined,
  ): Promise<{ html: string; viewport: 'narrow' | 'wide' } | null> {
    if (sendsSession(request)) return null;
    const viewport = viewportGuess(request);
    const html = await this.prerenderers.render(request, brandSlug(request.brand), {
      url: request.url,
      route: match.route.name,
      params: match.params,
      ...(firstPage && { firstPage }),
      viewport,
      origin: requestOrigin(request),
    });
    return html === null ? null : { html, viewport };
  }

  /** The SPA for any GET that is not an API call or a file of the build. */
  serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/');
    if (pathname === null || isApiPath(pathname)) {
      return reply.status(404).send(fail(ErrorCode.NOT_FOUND, Messages.notFound));
    }
    const root = this.rootOf(request.brand);
    if ((await this.indexHtml(request.brand)) === null) {
      return reply
        .status(503)
        .type('text/plain')
        .send(`The ${request.brand} storefront is not built yet. Run "npm run build" and reload.`);
    }
    const file = path.normalize(path.join(root, pathname));
    const insideRoot = file.startsWith(root + path.sep);
    if (insideRoot && pathname.startsWith('/assets/')) {
      if (!isFile(file)) return reply.status(404).type('text/plain').send('Not found');
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('Vary', 'Accept-Encoding')
        .sendFile(path.relative(root, file), root, { cacheControl: false });
    }
    if (insideRoot && pathname !== '/' && isFile(file)) {
      return reply
        .header('Cache-Control', 'public, max-age=3600')
        .sendFile(path.relative(root, file), root, { cacheControl: false });
    }
    // Paths that are not a route of the brand get the SPA with 404 ('/' redirects to '/home').
    const match = matchRoute(pathname, request.brand);
    const html = await this.page(request, match);
    return (
      reply
        .status(match || pathname === '/' ? 200 : 404)
        .headers(this.pageHeaders)
        .header('Cache-Control', 'no-cache')
        // A list's page is prerendered for visitors, in the layout their device suggests.
        .header('Vary', 'Cookie, User-Agent, Sec-CH-UA-Mobile')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };
}

export const registerStorefrontHosting = async (app: FastifyInstance, host: StorefrontHost) => {
  // preCompressed: the build writes .br and .gz copies of its assets (build-brands.mjs).
  await app.register(fastifyStatic, {
    root: host.distRoot,
    serve: false,
    wildcard: false,
    preCompressed: true,
  });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send(fail(ErrorCode.NOT_FOUND, Messages.notFound)),
  );
  // A real route (not the not-found handler) so that compression and other hooks apply.
  app.get('/*', { schema: { hide: true } }, host.serve);
};

const safeDecode = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

const isFile = (file: string): boolean => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};
