import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import type { Row, schemaMigrations } from './schema';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Numbered SQL files (0001_name.sql, ...), applied in order, each once, each in a transaction. */
export const listMigrations = async (): Promise<{ version: string; file: string }[]> => {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  return files.map((file) => ({
    version: file.slice(0, 4),
    file: path.join(MIGRATIONS_DIR, file),
  }));
};

export const migrate = (database: Pick<Database, 'kind' | 'session'>): Promise<string[]> =>
  database.session(async (db) => {
    await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    // Several API processes may start together on one PostgreSQL: one migrates, the rest wait.
    const isServer = database.kind === 'postgres';
    if (isServer) await db.query('SELECT pg_advisory_lock(727001)');
    try {
      const done = new Set(
        (
          await db.query<Pick<Row<typeof schemaMigrations>, 'version'>>(
            'SELECT version FROM schema_migrations',
          )
        ).rows.map((r) => r.version),
      );
      const applied: string[] = [];
      for (const m of await listMigrations()) {
        if (done.has(m.version)) continue;
        const sql = await fs.readFile(m.file, 'utf8');
        const name = path.basename(m.file);
        await db.exec(
          `BEGIN;\n${sql}\nINSERT INTO schema_migrations (version, name) VALUES ('${m.version}', '${name.replace(/'/g, "''")}');\nCOMMIT;`,
        );
        applied.push(name);
      }
      return applied;
    } catch (err) {
      await db.exec('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      if (isServer) await db.query('SELECT pg_advisory_unlock(727001)');
    }
  });
