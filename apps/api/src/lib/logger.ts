import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query keys whose values never reach the logs (tokens, codes, passwords). */
const SECRET_QUERY =
  /([?&](?:token|code|password|cookie|X-Auth-Token|api_token|register_key)=)[^&]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[redacted]');

/** Structured pino logs; headers and bodies are never logged, secret query values are masked. */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-auth-token"]',
      'req.headers["api-token"]',
      'res.headers["set-cookie"]',
      '*.password',
      '*.token',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: redactUrl(req.url),
      host: req.headers.host,
      ip: req.ip,
    }),
  },
});
