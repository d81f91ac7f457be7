import { getHealthz } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { route } from '../define-route';

export const healthzRoute =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      getHealthz,
      async () => {
        await db.query('SELECT 1');
        return { status: 'ok', database: db.kind, uptime_s: Math.round(process.uptime()) };
      },
      { logLevel: 'warn' },
    );
  };
