import {
  type BrandCode,
  BrandCodes,
  SESSION_SYNC_PATH,
  SESSION_SYNC_TYPE,
  type SessionSyncMessage,
} from '@portal/contract';
import { safeLocalPath } from '../../lib/local-path';
import { type RedeemedSession, redeemHandoffCode } from './handoff-api';
import { parseSyncMessage } from './sync-message';

/**
 * The one-hop hand-off (decisions 010 and 016): when the browser keeps third-party frames away
 * from their own storage, a link to a sibling goes through the sibling's /iframeMsg with a
 * one-time code in the address fragment (never sent to a server, never in a Referer). The
 * sibling redeems the code with its own API (once, within a minute, for the session that made
 * it, on the brand it was made for), applies the session and moves on.
 */

/** Codes are 256 random bits, base64url (the server's newToken). */
const CODE = /^[A-Za-z0-9_-]{43}$/;

export function handoffUrl(target: URL, code: string): string {
  const next = `${target.pathname}${target.search}${target.hash}`;
  const params = new URLSearchParams({ handoff: code, next });
  return `${target.origin}${SESSION_SYNC_PATH}#${params.toString()}`;
}

export interface Handoff {
  code: string;
  next: string;
  /** Sign-in through the shared origin (decision 054): the brand site to go on to. */
  back: BrandCode | null;
}

const brandOf = (value: string | null): BrandCode | null =>
  value && (BrandCodes as readonly string[]).includes(value) ? (value as BrandCode) : null;

/**
 * The hand-off in this page's fragment, taken only when the page was reached from one of the
 * sibling origins (the browser sets the referrer; a foreign page cannot forge it), or when it
 * ends a hop this tab started (`ownHop`: the fragment's state is the one this tab sent; the
 * redirect keeps this site as referrer). `next` is a path of this site, else '/'.
 */
export function readHandoff(
  hash: string,
  referrer: string,
  allowed: ReadonlySet<string>,
  origin: string = window.location.origin,
  ownHop = false,
): Handoff | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('handoff');
  if (!code || !CODE.test(code)) return null;
  if (!ownHop) {
    let from: string;
    try {
      from = new URL(referrer).origin;
    } catch {
      return null;
    }
    if (!allowed.has(from)) return null;
  }
  return {
    code,
    next: safeLocalPath(params.get('next'), origin) ?? '/',
    back: brandOf(params.get('back')),
  };
}

/** The redeemed session as the cross-site message the receiver applies (null: refused). */
export const redeemedMessage = (session: RedeemedSession): SessionSyncMessage | null =>
  parseSyncMessage({ ...session, type: SESSION_SYNC_TYPE, reason: 'login', domId: 'handoff' });

/** Redeems a code with this site's API: the session's message, or null when refused. */
export const redeemHandoff = (code: string): Promise<SessionSyncMessage | null> =>
  redeemHandoffCode(code).then(redeemedMessage, () => null);
