import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type BrandCode,
  ErrorCode,
  fail,
  Messages,
  RouteTable,
  routeAvailableOn,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths';
import { brandSlug } from './brand-host';
import { pageSecurityHeaders } from './security-headers';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Compile the contract's route patterns once: '/product/:type' → /^\/product\/[^/]+\/?$/ */
const routePatterns = RouteTable.map((route) => ({
  route,
  patterns: route.paths.map(
    (p) =>
      new RegExp(
        `^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`,
      ),
  ),
}));

/** Whether a path is a route of the brand's storefront ('/' redirects to '/home'). */
export const isKnownRoute = (pathname: string, brand: BrandCode) =>
  pathname === '/' ||
  routePatterns.some(
    ({ route, patterns }) =>
      routeAvailableOn(route, brand) && patterns.some((re) => re.test(pathname)),
  );

/** The brand's built index.html (null when that brand is not built). */
export type BrandIndex = (brand: BrandCode) => Promise<string | null>;

/**
 * Serves each brand's build on its own origin: hashed assets as immutable, other files briefly
 * cached, and every other GET the brand's index.html (history routing). Paths that are not a
 * route of that brand still get index.html, with status 404, so crawlers see the truth and the
 * SPA shows its 404 screen.
 */
export class StorefrontHost {
  private readonly cache = new Map<string, { mtimeMs: number; html: string }>();

  private readonly pageHeaders: Record<string, string>;

  constructor(
    readonly distRoot: string,
    brandHosts: string[] = [],
  ) {
    this.pageHeaders = pageSecurityHeaders(brandHosts);
  }

  /** Security headers for an HTML page (CSP, nosniff, referrer policy). */
  headersForPage(): Record<string, string> {
    return this.pageHeaders;
  }

  rootOf(brand: BrandCode) {
    return path.join(this.distRoot, brandSlug(brand));
  }

  /** index.html, re-read only when the build changed. */
  indexHtml: BrandIndex = async (brand) => {
    const file = path.join(this.rootOf(brand), 'index.html');
    try {
      const { mtimeMs } = await fs.promises.stat(file);
      const hit = this.cache.get(file);
      if (hit && hit.mtimeMs === mtimeMs) return hit.html;
      const html = await fs.promises.readFile(file, 'utf8');
      this.cache.set(file, { mtimeMs, html });
      return html;
    } catch {
      return null;
    }
  };

  /** The SPA for any GET that is not an API call or a file of the build. */
  serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/');
    if (pathname === null || isApiPath(pathname)) {
      return reply.status(404).send(fail(ErrorCode.NOT_FOUND, Messages.notFound));
    }
    const root = this.rootOf(request.brand);
    const html = await this.indexHtml(request.brand);
    if (html === null) {
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
    return reply
      .status(isKnownRoute(pathname, request.brand) ? 200 : 404)
      .headers(this.pageHeaders)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
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
