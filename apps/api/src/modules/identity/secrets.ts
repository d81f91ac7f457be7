import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Session tokens and one-time links: 256 random bits, URL-safe. Only their hash is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A 6-digit code for SMS or email. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const sameHash = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** argon2id with the OWASP minimum (19 MiB, 2 iterations, parallelism 1). */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

export const verifyPassword = async (stored: string | null, password: string): Promise<boolean> => {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

// Verifying against a fixed hash when the account does not exist keeps response times alike.
let dummy: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string) => {
  dummy ??= hashPassword('not-a-real-password-1A!');
  await verifyPassword(await dummy, password);
};
