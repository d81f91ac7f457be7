import {
  type BrandCode,
  type Call,
  type CallNeeds,
  ErrorCode,
  hasTag,
  Messages,
  ok,
} from '@portal/contract';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  RouteOptions as FastifyRouteOptions,
  LogLevel,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';
import type { CallerContext } from '../modules/identity/caller-context';

/** The app a route file's plugin receives (zod type provider). */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** A route file: registers one area's calls on `app`, given the services they call. */
export type RouteFile<D extends unknown[]> = (app: RouteApp, ...deps: D) => void | Promise<void>;

/**
 * The plugin app.ts registers for a route file. Each file stays its own encapsulated plugin, so
 * what it adds (multipart with its limits, content-type parsers) reaches only its own calls.
 */
export const routes =
  <D extends unknown[]>(file: RouteFile<D>, ...deps: D): FastifyPluginAsyncZod =>
  async (app) => {
    await file(app, ...deps);
  };

/** What the call's schema of `key` parses to (undefined when the call has none). */
type Parsed<C, K extends string> = C extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** What a handler hands back: an envelope call's `val` (wrapped in `ok` here); a file call sends it through `reply` and returns the reply. */
export type CallAnswer<C extends Call> = C extends { response: infer R extends z.ZodType }
  ? z.output<R> extends { val: infer V }
    ? V
    : never
  : FastifyReply;

/** Everything a handler reads, already validated by the call's schemas. */
export interface CallContext<C extends Call> {
  body: Parsed<C, 'body'>;
  query: Parsed<C, 'querystring'>;
  params: Parsed<C, 'params'>;
  /** Who is calling (request-session plugin). */
  caller: CallerContext;
  /** The brand of the origin called (brand-host plugin). */
  brand: BrandCode;
  /** That brand's configured public origin: links are built from it, never from Host. */
  brandOrigin: string;
  request: FastifyRequest;
  /** For headers and cookies; file calls send their answer with it. */
  reply: FastifyReply;
}

export type CallHandler<C extends Call> = (
  context: CallContext<C>,
) => CallAnswer<C> | Promise<CallAnswer<C>>;

/**
 * How the route is run beyond its descriptor. `config` carries the per-route controls the
 * plugins read (`sessionOptional`, `rateLimit`): security settings, keep them exact.
 */
export interface RouteOptions {
  config?: FastifyContextConfig;
  bodyLimit?: number;
  logLevel?: LogLevel;
}

/**
 * Registers a call of the contract: method, path, OpenAPI tag and summary, the zod schemas of
 * body, query, params and the 200 envelope, all from its descriptor (`defineCall`). The handler
 * gets a typed context and returns the envelope's `val`; `ok(...)` wraps it here. A call with a
 * `contentType` instead of a `response` (a file) sends its own answer through `reply`.
 */
export const route = <C extends Call>(
  app: RouteApp,
  call: C,
  handler: NoInfer<CallHandler<C>>,
  options: RouteOptions = {},
): void => {
  const schema: NonNullable<FastifyRouteOptions['schema']> & { tags: string[]; summary: string } = {
    tags: [call.tag],
    summary: call.summary,
  };
  if (call.body) schema.body = call.body;
  if (call.querystring) schema.querystring = call.querystring;
  if (call.params) schema.params = call.params;
  if (call.response) schema.response = { 200: call.response };
  const needs = call.needs;
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    schema,
    ...(needs?.tag
      ? {
          // After the session's own preValidation hook: the mode is known, the body not yet read.
          preValidation: async (request: FastifyRequest) => {
            if (!mayCall(needs, request.caller, request.brand)) {
              throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
            }
          },
        }
      : {}),
    handler: async (request, reply) => {
      const answer = await handler({
        body: request.body,
        query: request.query,
        params: request.params,
        caller: request.caller,
        brand: request.brand,
        brandOrigin: request.brandOrigin,
        request,
        reply,
      } as CallContext<C>);
      return call.response ? ok(answer) : answer;
    },
  });
};

/**
 * Whether the caller's mode holds the tag the call needs (roles-and-brands.md); on the Flash
 * Deals site any signed-in shopper passes a call marked `ffd` (FFD loads no roles, spec 6).
 */
export const mayCall = (needs: CallNeeds, caller: CallerContext, brand: BrandCode): boolean => {
  if (!needs.tag) return true;
  if (needs.ffd && brand === 'FFD' && caller.userId !== null) return true;
  return hasTag(caller.roles, needs.tag);
};
