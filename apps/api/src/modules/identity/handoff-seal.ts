import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a hand-off's token with a key derived from its one-time code (HKDF-SHA256, then
 * AES-256-GCM). The server keeps only the code's SHA-256 hash and this box, so the database alone
 * never yields a usable token; `bound` (code hash, target brand, session) is authenticated
 * with it, so a box cannot be moved to another row.
 */
const keyFor = (code: string) =>
  Buffer.from(hkdfSync('sha256', code, 'portal-session-handoff', 'token-key-v1', 32));

export const sealWithCode = (code: string, bound: string, plain: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(code), iv);
  cipher.setAAD(Buffer.from(bound));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
};

/** The sealed text; throws when the code, the binding or the box is not the one sealed. */
export const openWithCode = (code: string, bound: string, sealed: string): string => {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed hand-off box');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(code), iv);
  decipher.setAAD(Buffer.from(bound));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
};
