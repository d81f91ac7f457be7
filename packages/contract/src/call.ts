import type { z } from 'zod';
import type { Envelope } from './envelope';
import type { RoleTag } from './roles';

/** HTTP methods a call may use. */
export const CallMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type CallMethod = (typeof CallMethods)[number];

/** The groups of the API document (/docs): each call names one as its OpenAPI tag. */
export const CallTags = [
  'accounts and sessions',
  'account settings',
  'cart',
  'catalogue',
  'catalogue navigation',
  'checkout',
  'content',
  'cross-site session',
  'development',
  'favourites',
  'files',
  'health',
  'orders',
  'registration',
  'Rowe single sign-on',
  'sub-accounts',
  'visualization',
  'workspace',
] as const;
export type CallTag = (typeof CallTags)[number];

/**
 * What a call needs of the caller's mode (roles-and-brands.md), declared with the call so the API
 * enforces it in one place and a test walks every call in every mode.
 * - `tag`: refused with 25010 before anything else unless the mode's role list holds it;
 *   `ffd`: on the Flash Deals site a signed-in shopper passes too (FFD loads no roles, spec 6).
 * - `prices`: what amounts the answer may carry. `by-role`: product prices only with a price tag
 *   (designer_price, or the brand's `_msrp`), flash-deal prices to a signed-in FFD shopper;
 *   `trade`: amounts only with designer_price (what a trade account paid), or a Flash Deals
 *   shopper's own.
 */
export interface CallNeeds {
  tag?: RoleTag;
  ffd?: boolean;
  prices?: 'by-role' | 'trade';
}

interface CallBase {
  method: CallMethod;
  /** Fastify style: `:name` segments are the `params`. */
  path: `/${string}`;
  /** OpenAPI tag: the group the call is listed under. */
  tag: CallTag;
  /** One line for the API document. */
  summary: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** Every call whose answer carries an amount declares it (checked by a test of the contract). */
  needs?: CallNeeds;
}

/** A JSON call: success answers the envelope `{err, errmsg, val}` that `response` describes. */
export interface EnvelopeCall extends CallBase {
  response: z.ZodType<Envelope<unknown>>;
  contentType?: never;
}

/**
 * A call whose success is not JSON (an image, a PDF): `contentType` names what it answers.
 * Its errors are still the envelope.
 */
export interface FileCall extends CallBase {
  response?: never;
  contentType: string;
}

export type Call = EnvelopeCall | FileCall;

/**
 * Declares a call: everything the API registers it with (method, path, OpenAPI tag and summary,
 * the zod schemas of what it takes and answers) and what the storefront calls it by. Literal
 * types are kept (`method: 'POST'`, the exact path), as `as const` would.
 */
export const defineCall = <const C extends Call>(call: C): C => call;
