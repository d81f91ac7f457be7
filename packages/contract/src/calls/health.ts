import { z } from 'zod';
import { defineCall } from '../call';
import { envelopeSchema } from '../envelope';

/** GET /healthz: liveness and database reachability (not in the spec). */
export const getHealthz = defineCall({
  method: 'GET',
  path: '/healthz',
  tag: 'health',
  summary: 'Liveness and database check',
  response: envelopeSchema(
    z.object({
      status: z.literal('ok'),
      database: z.enum(['pglite', 'postgres']),
      uptime_s: z.number(),
    }),
  ),
});
