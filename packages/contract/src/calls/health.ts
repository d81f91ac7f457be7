import { z } from 'zod';
import { envelopeSchema } from '../envelope';

/** GET /healthz: liveness and database reachability (not in the spec). */
export const getHealthz = {
  method: 'GET',
  path: '/healthz',
  response: envelopeSchema(
    z.object({
      status: z.literal('ok'),
      database: z.enum(['pglite', 'postgres']),
      uptime_s: z.number(),
    }),
  ),
} as const;
