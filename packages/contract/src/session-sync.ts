import { z } from 'zod';
import type { BrandCode } from './brands';
import { Modes } from './roles';
import { TRADE_BRANDS } from './trade-brands';

/**
 * The cross-site message of spec 3: what one brand site tells the others when its session
 * starts, ends, changes mode or changes its cart count (decision 010). Sent with postMessage to
 * a hidden frame of each sibling's /iframeMsg, or carried in the address fragment of a one-hop
 * hand-off when the browser keeps third-party frames away from their own storage.
 */
export const SESSION_SYNC_TYPE = 'portal:session' as const;

export const SessionSyncReasons = ['login', 'logout', 'mode', 'cart', 'consent'] as const;
export type SessionSyncReason = (typeof SessionSyncReasons)[number];

const text = z.string().max(512).nullable();

export const sessionSyncMessageSchema = z.object({
  /** Tells our messages apart from any other postMessage traffic. */
  type: z.literal(SESSION_SYNC_TYPE),
  reason: z.enum(SessionSyncReasons),
  /** Id of the sender's frame element: the reply names it. */
  domId: z.string().min(1).max(64),
  mode: z.enum(Modes).nullable(),
  /** The stored X-Auth-Uid (4 random characters and the user id). */
  Uid: text,
  shoppingCartNum: z.number().int().min(0).nullable(),
  role: z.array(z.string().max(64)).max(64).nullable(),
  /** null: signed out. */
  token: text,
  /** The device's guest id (adopted only by a site that has none). */
  cookie_id: text,
  customer: text,
  customer_id: text,
  userFirstName: text,
  userLastName: text,
  username: text,
  clientAgentId: text,
  clientAgentCode: text,
  /**
   * The cookie choice (COOKIES_HAVE_BEEN_SET) and when it was made: the newer one holds on every
   * sibling, as the session does (issue 18). Reason 'consent' carries nothing else to apply.
   */
  consent: z
    .object({
      BASIC_COOKIES: z.boolean(),
      PERFORMANCE_COOKIES: z.boolean(),
      setAt: z.number().int().min(0),
    })
    .nullable()
    .optional(),
});
export type SessionSyncMessage = z.infer<typeof sessionSyncMessageSchema>;

/**
 * The receiver's answer (spec 7: result 'success' with domId and host). 'blocked' means the
 * browser gives the frame no access to its site's own storage (third-party storage blocked or
 * partitioned), so nothing was applied.
 */
export const sessionSyncReplySchema = z.object({
  type: z.literal(SESSION_SYNC_TYPE),
  result: z.enum(['success', 'blocked']),
  domId: z.string(),
  host: z.string(),
});
export type SessionSyncReply = z.infer<typeof sessionSyncReplySchema>;

/** Brand sites that share the session: the trade sites (trade sessions mean nothing on FFD). */
export const SessionSharingBrands = TRADE_BRANDS;

export const sharesSession = (brand: BrandCode): boolean =>
  (SessionSharingBrands as readonly string[]).includes(brand);

/** The path every sharing site answers cross-site messages on (route iframeMsg). */
export const SESSION_SYNC_PATH = '/iframeMsg';
