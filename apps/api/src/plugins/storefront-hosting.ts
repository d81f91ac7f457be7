import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, fail, Messages, RouteTable, routeAvailableOn } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandSlug } from './brand-host';

/** Path prefixes that belong to the API: unknown paths under them answer a JSON 404. */
const API_PREFIXES = [
  '/mibd',
  '/mibdol',
  '/mibd_ol',
  '/mibdOl',
  '/xbom',
  '/ca/',
  '/healthz',
  '/docs',
];

export const isApiPath = (url: string): boolean => API_PREFIXES.some((p) => url.startsWith(p));

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Compile the contract's route patterns once: '/product/:type' → /^\/product\/[^/]+$/ */
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
export const isKnownRoute = (pathname: string, brand: Parameters<typeof routeAvailableOn>[1]) =>
  pathname === '/' ||
  routePatterns.some(
    ({ route, patterns }) =>
      routeAvailableOn(route, brand) && patterns.some((re) => re.test(pathname)),
  );

/**
 * Serves each brand's build on its own origin: hashed assets as immutable, other files briefly
 * cached, and every other GET the brand's index.html (history routing). Paths that are not a
 * route of that brand still get index.html, with status 404, so crawlers see the truth and the
 * SPA shows its 404 screen.
 */
export const registerStorefrontHosting = async (app: FastifyInstance, distRoot: string) => {
  await app.register(fastifyStatic, { root: distRoot, serve: false, wildcard: false });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply, root: string) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const status = isKnownRoute(pathname, request.brand) ? 200 : 404;
    return reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html', root, { cacheControl: false });
  };

  const notFound = (reply: FastifyReply) =>
    reply.status(404).send(fail(ErrorCode.NOT_FOUND, Messages.notFound));
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));

  // A real route (not the not-found handler) so that compression and other hooks apply.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/');
    if (pathname === null || isApiPath(pathname)) return notFound(reply);
    const root = path.join(distRoot, brandSlug(request.brand));
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      return reply
        .status(503)
        .type('text/plain')
        .send(`The ${request.brand} storefront is not built yet. Run "npm run build" and reload.`);
    }
    const file = path.normalize(path.join(root, pathname));
    const insideRoot = file.startsWith(root + path.sep);
    if (insideRoot && pathname.startsWith('/assets/')) {
      if (!fs.existsSync(file)) {
        return reply.status(404).type('text/plain').send('Not found');
      }
      return reply
        .header('Cache-Control', IMMUTABLE)
        .sendFile(path.relative(root, file), root, { cacheControl: false });
    }
    if (insideRoot && pathname !== '/' && isFile(file)) {
      return reply
        .header('Cache-Control', 'public, max-age=3600')
        .sendFile(path.relative(root, file), root, { cacheControl: false });
    }
    return sendIndex(request, reply, root);
  });
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
