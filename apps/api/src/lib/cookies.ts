import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The few cookies the server sets itself (the session cookies are the client's, decision 008),
 * by hand: one name, one value, always HttpOnly and SameSite=Lax.
 */
export interface ServerCookie {
  name: string;
  /** URL-safe characters only (tokens, states); written as is. */
  value: string;
  maxAgeS: number;
  path: string;
  secure: boolean;
}

/** The value of a cookie the browser sent, or undefined. */
export const readCookie = (request: FastifyRequest, name: string): string | undefined => {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
};

export const serializeCookie = (c: ServerCookie): string =>
  [
    `${c.name}=${c.value}`,
    `Max-Age=${c.maxAgeS}`,
    `Path=${c.path}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(c.secure ? ['Secure'] : []),
  ].join('; ');

/** Adds a Set-Cookie header (Fastify keeps every set-cookie value given). */
export const setCookie = (reply: FastifyReply, c: ServerCookie): void => {
  reply.header('set-cookie', serializeCookie(c));
};

/** Whether the browser reached us over https (X-Forwarded-Proto counts only from trusted proxies). */
export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';
