import { z } from 'zod';
import { BrandCodes } from '../../brands';
import { sessionSyncMessageSchema } from '../../session-sync';
import { callGroup } from '../call-group';

const { get, post } = callGroup('cross-site session');

/**
 * The cross-site hand-off by one-time code (not shown in spec, designed here; decision 016).
 * A link to a sibling brand site carries `#handoff=<code>` instead of the session itself; the
 * sibling redeems the code with its own API, once, within a minute, for the session that made it.
 */
export const HandoffMessages = {
  /** One answer for every refusal (expired, used, another brand's, session ended, unknown). */
  refused: 'This sign-in hand-off has expired, please sign in again',
  notShared: 'This site does not share its session with that site',
} as const;

/** Seconds a hand-off code can be redeemed. */
export const HANDOFF_TTL_S = 60;

/** What the hand-off carries besides the token: the cross-site message's session fields. */
export const handoffSessionSchema = sessionSyncMessageSchema.omit({
  type: true,
  reason: true,
  domId: true,
  token: true,
});
export type HandoffSession = z.infer<typeof handoffSessionSchema>;

/**
 * POST /mibd/login/handoff_create (not shown in spec, designed here): signed in; a one-time code
 * for the caller's session, redeemable only on `brand`'s site.
 */
export const sessionHandoffCreate = post(
  '/mibd/login/handoff_create',
  'A one-time code carrying the session to a sibling brand site',
  {
    body: z.object({ brand: z.enum(BrandCodes), session: handoffSessionSchema }),
    val: z.object({ code: z.string(), expires_in_s: z.number().int().positive() }),
  },
);

/**
 * POST /mibd/login/handoff_redeem (not shown in spec, designed here): the code, once, on the
 * site it was made for, while its session lives. Answers the session's cross-site fields with
 * its token; every refusal is 40100 with HandoffMessages.refused.
 */
export const sessionHandoffRedeem = post(
  '/mibd/login/handoff_redeem',
  'Redeem a hand-off code (once, on the site it was made for)',
  {
    body: z.object({ code: z.string().max(100) }),
    val: handoffSessionSchema.extend({ token: z.string() }),
  },
);

/**
 * GET /mibd/common/session_sites (not shown in spec, designed here): the origins of the other
 * brand sites this site shares its session with, from the server's BRAND_ORIGINS; empty on a
 * site that shares none (Flash Deals). Frames and hand-offs go to these origins only.
 */
export const sessionSites = get(
  '/mibd/common/session_sites',
  'The origins of the brand sites this site shares its session with',
  {
    val: z.object({ sites: z.array(z.object({ brand: z.enum(BrandCodes), origin: z.string() })) }),
  },
);

/** A path of the target site: one leading slash, no backslash, control character or space. */
const localPath = z
  .string()
  .max(2000)
  .refine(
    (path) =>
      /^\/(?![/\\])/.test(path) && ![...path].some((c) => c <= ' ' || c === '\\' || c === '\u007f'),
    'next must be a path of the site',
  );

/**
 * GET /mibd/login/session_hop (not shown in spec, designed here; decision 054), answered only on
 * the shared origin (SESSION_HOP_BRAND), opened at the top level so its session cookie is
 * first-party. With a live session there: a redirect to the target brand's configured origin at
 * /iframeMsg#handoff=<code>&state=<state>&next=<path> (a one-time code for that brand); without
 * one: a redirect straight to <origin><next>. The target is a brand code, never an address.
 */
export const sessionHop = get(
  '/mibd/login/session_hop',
  'Top-level hop through the shared origin: back to the brand site with a hand-off code',
  {
    contentType: 'text/plain',
    querystring: z.object({
      brand: z.enum(BrandCodes),
      next: localPath.default('/'),
      /** The caller's own random value, checked by the page it comes back to (login CSRF). */
      state: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'state must be 16-64 url-safe characters'),
    }),
  },
);

/** Messages of the hop that are not the hand-off's. */
export const SessionHopMessages = {
  notHere: 'This site does not hand sessions to other sites',
} as const;
