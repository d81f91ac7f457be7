import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteNamedStatements, textOf } from './pglite-named';

/**
 * The named path answers what PGlite's own query() answers, value for value, for the types the
 * repositories read, in object and array row modes and with a caller's parsers (Drizzle's).
 */
let db: PGlite;
let named: PgliteNamedStatements;

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`CREATE TABLE t (id serial PRIMARY KEY, name text, n numeric(10,2), big bigint,
    ok boolean, at timestamptz, tags text[], doc jsonb, d date);
    INSERT INTO t (name, n, big, ok, at, tags, doc, d) VALUES
      ('a "quoted" \\ name', 12.5, 9007199254740993, true, '2026-11-24T10:00:00Z',
       ARRAY['x', 'y z', NULL], '{"k": [1, 2]}', '2026-11-24'),
      (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);
  named = new PgliteNamedStatements(db);
});
afterAll(() => db.close());

const SELECT =
  'SELECT * FROM t WHERE id = ANY ($1::int[]) AND ($2::text IS NULL OR true) ORDER BY id';

describe('PgliteNamedStatements', () => {
  it('reads every type as query() does, in object and array modes', async () => {
    const params = [[1, 2], null];
    const plain = await db.query(SELECT, params);
    expect(plain.rows).toHaveLength(2);
    expect((await named.query('all_types', SELECT, params)).rows).toEqual(plain.rows);
    const arrays = await db.query(SELECT, params, { rowMode: 'array' });
    expect((await named.query('all_types', SELECT, params, { rowMode: 'array' })).rows).toEqual(
      arrays.rows,
    );
  });

  it("uses the caller's parsers over PGlite's (Drizzle keeps timestamps as text)", async () => {
    const parsers = { [types.TIMESTAMPTZ]: (value: string) => `raw:${value}` };
    const { rows } = await named.query<{ at: string }>(
      'by_id',
      'SELECT at FROM t WHERE id = $1',
      [1],
      {
        parsers,
      },
    );
    expect(rows[0]!.at).toMatch(/^raw:2026-11-24 10:00:00/);
  });

  it('binds text, numbers, booleans, dates, arrays with quotes and NULLs, and JSON', async () => {
    const echo =
      'SELECT $1::text AS s, $2::int AS i, $3::boolean AS b, $4::timestamptz AS at, $5::text[] AS a, $6::jsonb AS j';
    const at = new Date('2026-11-24T10:00:00Z');
    const values = ['it\'s "x"', 42, false, at, ['a"b', 'c\\d', null, 'e,f'], { k: ['v'] }];
    const { rows } = await named.query('echo', echo, values);
    expect(rows[0]).toEqual({
      s: 'it\'s "x"',
      i: 42,
      b: false,
      at,
      a: ['a"b', 'c\\d', null, 'e,f'],
      j: { k: ['v'] },
    });
    expect(textOf(undefined)).toBeNull();
  });

  it('throws the database error of a bad statement, then runs the next one', async () => {
    await expect(named.query('bad', 'SELECT nope FROM t', [])).rejects.toThrow(/nope/);
    await expect(named.query('bad_cast', 'SELECT $1::int AS i', ['x'])).rejects.toThrow(/integer/);
    expect((await named.query('bad_cast', 'SELECT $1::int AS i', ['7'])).rows).toEqual([{ i: 7 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let inside = false;
    const tx = db.transaction(async (t) => {
      await t.query('UPDATE t SET name = $1 WHERE id = 2', ['uncommitted']);
      inside = true;
      await new Promise((resolve) => setTimeout(resolve, 50));
      await t.query('UPDATE t SET name = NULL WHERE id = 2');
    });
    while (!inside) await new Promise((resolve) => setTimeout(resolve, 1));
    const read = await named.query<{ name: string | null }>(
      'name_of',
      'SELECT name FROM t WHERE id = $1',
      [2],
    );
    await tx;
    expect(read.rows).toEqual([{ name: null }]);
  });
});
