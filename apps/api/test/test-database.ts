import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

/**
 * A fresh, migrated database for one test file. With TEST_DATABASE_URL set it is a new database
 * on that PostgreSQL server (dropped by cleanup); otherwise an in-memory PGlite cloned from a
 * migrated template (initdb runs once per worker, not once per file).
 */
export interface TestDatabase {
  db: Database;
  cleanup(): Promise<void>;
}

let template: Promise<Blob> | undefined;

const pgliteTemplate = (): Promise<Blob> => {
  template ??= (async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await migrateRaw(client);
    const blob = await client.dumpDataDir('none');
    await client.close();
    return blob;
  })();
  return template;
};

const migrateRaw = async (client: PGlite) => {
  const conn: Pick<Database, 'query' | 'exec'> = {
    query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows as never[] }),
    exec: async (sql) => {
      await client.exec(sql);
    },
  };
  await migrate({ kind: 'pglite', session: (fn) => fn(conn) });
};

/** The run's migrated template (postgres-template.global.ts), when running under vitest. */
const postgresTemplate = (): string | undefined => {
  try {
    return inject('postgresTemplate');
  } catch {
    return undefined; // outside a vitest worker (query-layer-bench.ts)
  }
};

export const createTestDatabase = async (): Promise<TestDatabase> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const template = postgresTemplate();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString() });
    if (!template) await migrate(db);
    return {
      db,
      cleanup: async () => {
        await db.close();
        const a = new pg.Client({ connectionString: serverUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const db = await openDatabase({ loadDataDir: await pgliteTemplate() });
  return { db, cleanup: () => db.close() };
};
