import { defineCall, envelopeSchema } from '@portal/contract';
import { z } from 'zod';

export const devOutboxQuery = z.object({ to: z.string().max(200).optional() });

/**
 * GET /mibd/dev/outbox?to=: what the portal sent, newest first (JSON). Development only, so
 * declared in the API rather than in the contract (whose calls every configuration serves). Its own
 * file, so tests and browser journeys take the path from it without loading the routes.
 */
export const devOutbox = defineCall({
  method: 'GET',
  path: '/mibd/dev/outbox',
  tag: 'development',
  summary: 'Messages sent (JSON)',
  querystring: devOutboxQuery,
  response: envelopeSchema(
    z.object({
      list: z.array(
        z.object({
          id: z.number().int(),
          channel: z.string(),
          recipient: z.string(),
          subject: z.string(),
          body: z.string(),
          html: z.string().nullable(),
          created_at: z.date(),
        }),
      ),
    }),
  ),
});
