import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

// PostgreSQL only (the api-postgres project, with TEST_DATABASE_URL).
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it('survives the server ending an idle connection, and reads the planner settings', async () => {
    const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    try {
      const { rows } = await db.query<{ pid: number; cost: string }>(
        `SELECT pg_backend_pid() AS pid, current_setting('random_page_cost') AS cost`,
      );
      expect(rows[0]!.cost).toBe('1.1');
      // End the pool's idle connection from another session, as a restart would.
      const other = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
      await other.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await other.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await db.query<{ one: number }>('SELECT 1 AS one');
      expect(again.rows[0]!.one).toBe(1);
    } finally {
      await db.close();
    }
  });
});
