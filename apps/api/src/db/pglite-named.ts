import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

/**
 * Named statements on PGlite (decision 035). PGlite's `query()` sends parse, describe, bind,
 * describe, execute and sync as six calls into the WebAssembly backend and plans the statement
 * every time: 290 µs for a read by primary key. A statement parsed once under a name and then
 * sent as bind, describe, execute and sync in one call measured 80 µs, as PostgreSQL's named
 * statements do for the node-postgres pool. For reads only (nothing is synced to the folder).
 *
 * Values are sent as text, as node-postgres sends them; the server infers each parameter's
 * type from the statement. Rows are parsed with PGlite's own parsers (and a caller's overrides,
 * as Drizzle passes them), so they read the same as from `query()`.
 */
export class PgliteNamedStatements {
  private readonly parsed = new Set<string>();

  constructor(private readonly client: PGlite) {}

  async query<T>(name: string, text: string, params: unknown[] = [], options?: QueryOptions) {
    // A transaction elsewhere holds the connection until it ends: wait for it, as query() does.
    return this.client._runExclusiveTransaction(() =>
      this.client.runExclusive(async () => {
        if (!this.parsed.has(name)) {
          // Alone, so that a statement that fails to parse leaves no half-made name behind.
          await this.client.execProtocol(
            Buffer.concat([serialize.parse({ name, text, types: [] }), serialize.sync()]),
            { syncToFs: false },
          );
          this.parsed.add(name);
        }
        const { messages } = await this.client.execProtocol(
          Buffer.concat([
            serialize.bind({ statement: name, values: params.map(textOf) }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        return this.results<T>(messages, options);
      }),
    );
  }

  private results<T>(
    messages: readonly { name: string; fields?: unknown }[],
    options?: QueryOptions,
  ): Results<T> {
    const parsers = { ...this.client.parsers, ...options?.parsers };
    let fields: { name: string; dataTypeID: number }[] = [];
    const rows: unknown[] = [];
    for (const message of messages) {
      if (message.name === 'rowDescription') {
        fields = message.fields as { name: string; dataTypeID: number }[];
      } else if (message.name === 'dataRow') {
        const values = (message.fields as (string | null)[]).map((value, i) => {
          if (value === null) return null;
          const type = fields[i]!.dataTypeID;
          const parse = parsers[type];
          return parse ? parse(value, type) : value;
        });
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])),
        );
      }
    }
    return { rows: rows as T[], fields, affectedRows: 0 };
  }
}

/** A value as PostgreSQL's text input reads it (what node-postgres sends). */
export const textOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
};

/** An array literal: '{"a","b \\"c\\""}', NULL for null, nested arrays as nested braces. */
const arrayLiteral = (values: unknown[]): string =>
  `{${values
    .map((value) => {
      if (value === null || value === undefined) return 'NULL';
      if (Array.isArray(value)) return arrayLiteral(value);
      return `"${textOf(value)!.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    })
    .join(',')}}`;
