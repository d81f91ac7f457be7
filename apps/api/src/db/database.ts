import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type QueryOptions as PgliteQueryOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataFolder } from './folder-lock';
import { PgliteNamedStatements } from './pglite-named';
import * as schema from './schema';

/**
 * What `orm.execute(sql<Row>...)` answers on both drivers (node-postgres QueryResult, PGlite
 * Results): the rows, typed by the caller. Raw rows are not mapped by the schema: timestamps
 * and dates arrive as PostgreSQL's text, bigint as a string (node-postgres) or a number (PGlite),
 * numeric as a string. Cast in SQL or pick columns whose types read the same on both.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
export interface RowsResult<T> {
  rows: T[];
}

export type Orm = PgDatabase<RowsResultHKT, typeof schema>;

/**
 * One handle over either Postgres: PGlite in a folder (default) or a PostgreSQL server.
 * Nothing outside src/db and the repositories knows which one is running.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  /**
   * Typed queries over the schema (decision 018): the repositories' builder queries, typed `sql`
   * templates through `orm.execute`, and transactions (`orm.transaction`, on both drivers).
   */
  orm: Orm;
  /**
   * One parameterised statement in plain SQL, rows typed by the caller (`T` derived from the
   * schema): the catalogue search SQL assembled with positional parameters, migrations, health.
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    opts?: QueryOptions,
  ): Promise<{ rows: T[] }>;
  /**
   * A Drizzle query made a prepared statement named `name` (decisions 018 and 035): on PostgreSQL
   * a named statement per connection; on PGlite a named statement too (`pglite-named.ts`), which
   * Drizzle's PGlite driver alone does not make.
   */
  prepare<P>(builder: Preparable<P>, name: string): P;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Run fn on one connection (session-level locks, multi-statement transactions). */
  session<T>(fn: (conn: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel (pg_notify payloads). `onPayload(null)` means notifications may have been
   * missed (the listening connection was lost and reopened): re-read everything. Resolves to stop.
   */
  listen(
    channel: string,
    onPayload: (payload: string | null) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A Drizzle query builder, before `.prepare(name)`. */
export interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

export interface QueryOptions {
  /**
   * A statement run on every call of a hot read, with parameters that do not change its best
   * plan: on PostgreSQL a named statement (named by its text), parsed once per connection and
   * planned as the server's plan cache decides (decision 035). Not for the catalogue search,
   * whose plans depend on the keyword.
   */
  prepared?: boolean;
}

/** A statement's name from its text: the same text is the same statement on every connection. */
const statementName = (sql: string) =>
  `q_${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder of the PGlite database; ignored when databaseUrl is set. */
  pgliteDir?: string;
  /** Load an existing data dir dump instead of running initdb (tests clone a template). */
  loadDataDir?: Blob;
}

export const openDatabase = async (opts: OpenOptions): Promise<Database> => {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.pgliteDir, opts.loadDataDir);
};

/**
 * Each connection's settings.
 * - Planner settings for a catalogue that lives in memory: with the default random_page_cost (4)
 *   PostgreSQL reads every product to match a common keyword instead of using the GIN index,
 *   which measured 2-3x slower (see migration 0008).
 * - client_connection_check_interval (PostgreSQL 14 and later): a statement whose client has
 *   gone (the server process was killed) is cancelled within a second instead of running on and
 *   committing. An order's settle statement (migration 0022) then either commits while the
 *   process lives or leaves its payment pending for the start-up reconciliation, which also
 *   delivers the confirmation (decision 039).
 */
const SESSION_SETTINGS = {
  random_page_cost: '1.1',
  work_mem: '16MB',
  client_connection_check_interval: '1000',
} as const;

const openPostgres = async (url: string): Promise<Database> => {
  // numeric comes back as a string on both drivers: parse where a number is meant.
  const options = Object.entries(SESSION_SETTINGS)
    .map(([key, value]) => `-c ${key}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  // An idle connection the server ends (restart, DROP DATABASE ... FORCE, idle timeout) is
  // dropped from the pool, and the next query opens a new one. Unhandled, that 'error' event
  // would end the process.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    orm: drizzlePg(pool, { schema }) as unknown as Orm,
    prepare: (builder, name) => builder.prepare(name),
    query: async (sql, params, opts) => {
      const res = await pool.query(
        opts?.prepared
          ? { name: statementName(sql), text: sql, values: params as unknown[] }
          : { text: sql, values: params as unknown[] },
      );
      return { rows: res.rows };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    session: async (fn) => {
      const conn = await pool.connect();
      try {
        return await fn({
          query: async (sql, params) => ({
            rows: (await conn.query(sql, params as unknown[])).rows,
          }),
          exec: async (sql) => {
            await conn.query(sql);
          },
        });
      } finally {
        conn.release();
      }
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    close: () => pool.end(),
  };
};

/** A dedicated connection for LISTEN, reopened (and a full re-read signalled) when it drops. */
const listenPostgres = async (
  url: string,
  channel: string,
  onPayload: (payload: string | null) => void,
): Promise<() => Promise<void>> => {
  let stopped = false;
  let client: pg.Client | null = null;
  const retry = (): void => {
    setTimeout(() => {
      if (!stopped) connect().then(() => onPayload(null), retry);
    }, 500);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    c.on('error', () => {
      void c.end().catch(() => {});
      if (!stopped) retry();
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
};

const openPglite = async (dir: string | undefined, loadDataDir?: Blob): Promise<Database> => {
  let release: (() => Promise<void>) | undefined;
  if (dir) {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    release = await lockDataFolder(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: dir,
      loadDataDir,
      extensions: await pgliteExtensions(),
    });
  } catch (err) {
    await release?.();
    throw err;
  }
  for (const [key, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('SELECT set_config($1, $2, false)', [key, value]);
  }
  const named = new PgliteNamedStatements(client);
  /** Statement texts Drizzle runs under a name: those `prepare` was given. */
  const namedTexts = new Map<string, string>();
  const conn: Pick<Database, 'query' | 'exec'> = {
    query: async (sql, params, opts) => {
      const res = opts?.prepared
        ? await named.query(statementName(sql), sql, params)
        : await client.query(sql, params as unknown[]);
      return { rows: res.rows as never[] };
    },
    exec: async (sql) => {
      await client.exec(sql);
    },
  };
  return {
    kind: 'pglite',
    orm: drizzlePglite(withNamedStatements(client, named, namedTexts), {
      schema,
    }) as unknown as Orm,
    prepare: (builder, name) => {
      namedTexts.set(builder.toSQL().sql, name);
      return builder.prepare(name);
    },
    ...conn,
    // PGlite is one connection already.
    session: (fn) => fn(conn),
    listen: async (channel, onPayload) => client.listen(channel, (payload) => onPayload(payload)),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
};

/**
 * The client Drizzle is given: its `query` runs a statement `prepare` named under that name;
 * everything else (transactions, exec, listen) goes to PGlite unchanged.
 */
const withNamedStatements = (
  client: PGlite,
  named: PgliteNamedStatements,
  namedTexts: Map<string, string>,
): PGlite =>
  new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return (sql: string, params?: unknown[], options?: PgliteQueryOptions) => {
          const name = namedTexts.get(sql);
          return name
            ? named.query(name, sql, params, options)
            : target.query(sql, params, options);
        };
      }
      // PGlite's methods use private fields: call them on PGlite itself, not on the proxy.
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

/** Extensions PGlite needs loaded to match the server (pg_trgm for typo-tolerant search). */
const pgliteExtensions = async () => {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
};
