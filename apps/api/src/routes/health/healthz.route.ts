import { getHealthz, ok } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';

export const healthzRoute =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      getHealthz.path,
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database check',
          response: { 200: getHealthz.response },
        },
        logLevel: 'warn',
      },
      async () => {
        await db.query('SELECT 1');
        return ok({
          status: 'ok' as const,
          database: db.kind,
          uptime_s: Math.round(process.uptime()),
        });
      },
    );
  };
