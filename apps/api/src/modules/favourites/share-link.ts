import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed link of a shared collection (decision 020): `v1.<share id>.<expiry, unix s>.<mac>`
 * with an HMAC-SHA256 over the first three parts. The database row is still read (a deleted
 * collection ends its links); the signature means a guessed or edited link never reaches it.
 */
const VERSION = 'v1';
const mac = (key: string, body: string) =>
  createHmac('sha256', Buffer.from(key, 'base64url')).update(`collection-share|${body}`).digest();

export const signShareLink = (key: string, shareId: number, expiresAt: Date): string => {
  const body = `${VERSION}.${shareId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(key, body).toString('base64url')}`;
};

export type ShareLinkCheck =
  | { ok: true; shareId: number }
  | { ok: false; reason: 'invalid' | 'expired' };

/** The share a token names, or why not: the signature first, then the expiry it carries. */
export const checkShareLink = (key: string, token: string, now: Date): ShareLinkCheck => {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return { ok: false, reason: 'invalid' };
  const [, id, exp, signature] = parts as [string, string, string, string];
  if (!/^\d{1,15}$/.test(id) || !/^\d{1,12}$/.test(exp)) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(key, `${VERSION}.${id}.${exp}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    return { ok: false, reason: 'invalid' };
  if (Number(exp) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, shareId: Number(id) };
};
