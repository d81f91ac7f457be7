import { getHealthz } from '@portal/contract';
import type { Database } from '../../db/database';
import { type RouteApp, route } from '../define-route';

export const healthzRoute = (app: RouteApp, db: Database): void => {
  route(
    app,
    getHealthz,
    async () => {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.kind, uptime_s: Math.round(process.uptime()) };
    },
    // Health answers whatever token or cookie comes with it: a stale or garbage one is ignored.
    { logLevel: 'warn', config: { sessionOptional: true } },
  );
};
