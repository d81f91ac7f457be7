import { ErrorCode, Messages } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { ThrottleRepository, ThrottleRule } from '../modules/identity/throttle.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Calls that store or send something on a visitor's word (forms, codes, mails): counted per
     * caller address under this name, refused with 42900 past CALL_RATE_RULE.
     */
    rateLimit?: string;
  }
}

/** 10 calls per address per 10 minutes, then 10 minutes of refusals. */
export const CALL_RATE_RULE: ThrottleRule = {
  maxFailures: 10,
  windowMs: 10 * 60_000,
  lockMs: 10 * 60_000,
};

/**
 * Counts each call of a route with `config.rateLimit` (before its body is read, so invalid
 * calls count too) by request.ip, which is the socket's address unless a configured proxy
 * (TRUST_PROXY) forwarded it: a forged X-Forwarded-For does not make a new caller.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { throttle: ThrottleRepository; rule?: ThrottleRule }) => {
    const rule = opts.rule ?? CALL_RATE_RULE;
    app.addHook('onRequest', async (request) => {
      const name = request.routeOptions.config?.rateLimit;
      if (!name) return;
      const key = `rate:${name}:${request.ip}`;
      if ((await opts.throttle.lockedFor(key)) > 0) {
        throw new AppError(ErrorCode.RATE_LIMITED, Messages.tooManyRequests);
      }
      await opts.throttle.fail(key, rule);
    });
  },
  { name: 'rate-limits' },
);
