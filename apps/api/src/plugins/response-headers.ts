import { isApiPath } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** A year, subdomains included: the brand sites are served over https only in production. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries, whatever produced it: routes, files, pages, errors, and the raw
 * answers of edge-errors.ts. nosniff stops a browser from reading an envelope or an uploaded
 * file as a script or a page. HSTS only in production and only over https (a browser ignores it
 * over http, and a development origin must stay reachable over http).
 */
export const baseHeaders = (production: boolean, https: boolean): Record<string, string> => ({
  'X-Content-Type-Options': 'nosniff',
  ...(production && https ? { 'Strict-Transport-Security': HSTS } : {}),
});

/**
 * Whether an API answer is the same bytes for everyone: the route said so (`public`: images,
 * publication PDFs) and it is not an error. Those stay cacheable even for a signed-in caller,
 * whose browser sends the session cookie with every image; everything else may be per-user.
 */
const sharedByEveryone = (reply: FastifyReply, cacheControl: string): boolean =>
  reply.statusCode < 400 && /\bpublic\b/.test(cacheControl);

/**
 * API answers are `no-store` unless shared by everyone: signed-in answers, and answers that are
 * per-user without a session yet (a sign-in answer carries the new token, a registration draft
 * the applicant's details), must not be kept by a shared proxy or in the browser's cache.
 */
export const responseHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { production: boolean }) => {
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      // request.protocol honours X-Forwarded-Proto only from the trusted proxies (config.ts).
      reply.headers(baseHeaders(opts.production, request.protocol === 'https'));
      const cacheControl = String(reply.getHeader('cache-control') ?? '');
      // A route's own no-store (e.g. 'private, no-store') is kept as it is.
      const storable = !/\bno-store\b/.test(cacheControl);
      if (isApiPath(request.url) && storable && !sharedByEveryone(reply, cacheControl)) {
        reply.header('Cache-Control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'response-headers' },
);
