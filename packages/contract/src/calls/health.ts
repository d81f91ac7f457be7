import { z } from 'zod';
import { callGroup } from './call-group';

const { get } = callGroup('health');

/** GET /healthz: liveness and database reachability (not in the spec). */
export const getHealthz = get('/healthz', 'Liveness and database check', {
  val: z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    uptime_s: z.number(),
  }),
});
