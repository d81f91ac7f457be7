import { getTableColumns, is, SQL, type Table } from 'drizzle-orm';
import {
  getTableConfig,
  integer,
  type PgColumn,
  PgDialect,
  PgTable,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { Database } from './database';
import * as schema from './schema';

/**
 * The Drizzle schema against a freshly migrated database (PGlite here, PostgreSQL 15 in the
 * api-postgres project): every table and column, its type (arrays and numeric precision
 * included), nullability and default, the key of each column, primary keys, unique constraints
 * and foreign keys. A difference fails naming table.column.
 */

interface DbColumn {
  type: string;
  nullable: boolean;
  default: string | null;
}

interface TableShape {
  columns: Map<string, DbColumn>;
  /** 'p (a,b)', 'u (a)', 'f (a) -> t(b) on delete cascade' */
  constraints: Set<string>;
}

type Shape = Map<string, TableShape>;

const UDT: Record<string, string> = {
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  float4: 'real',
  float8: 'double precision',
  bool: 'boolean',
  timestamptz: 'timestamp with time zone',
  timestamp: 'timestamp',
  varchar: 'varchar',
  bpchar: 'char',
};

const ON_DELETE: Record<string, string> = {
  a: '',
  r: ' on delete restrict',
  c: ' on delete cascade',
  n: ' on delete set null',
  d: ' on delete set default',
};

/** A default as both sides can print it: casts and quotes off ('{}'::text[] → {}). */
const plainDefault = (value: string): string => {
  let v = value.trim();
  for (;;) {
    const stripped = v.replace(/::[a-z_ ]+(\(\d+(,\s*\d+)?\))?(\[\])?$/i, '');
    if (stripped === v) break;
    v = stripped;
  }
  if (v.startsWith("'") && v.endsWith("'")) v = v.slice(1, -1).replace(/''/g, "'");
  return v;
};

/** Tables, columns and constraints of the public schema of a migrated database. */
const readDatabaseShape = async (db: Pick<Database, 'query'>): Promise<Shape> => {
  const { rows: columns } = await db.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
    numeric_precision: number | null;
    numeric_scale: number | null;
    character_maximum_length: number | null;
  }>(
    `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, c.column_default,
       c.numeric_precision, c.numeric_scale, c.character_maximum_length
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const shape: Shape = new Map();
  for (const c of columns) {
    const table = shape.get(c.table_name) ?? { columns: new Map(), constraints: new Set() };
    shape.set(c.table_name, table);
    const serial = c.column_default?.startsWith('nextval(') ?? false;
    let type: string;
    if (c.data_type === 'ARRAY') type = `${UDT[c.udt_name.slice(1)] ?? c.udt_name.slice(1)}[]`;
    else if (c.data_type === 'numeric' && c.numeric_precision !== null)
      type = `numeric(${c.numeric_precision},${c.numeric_scale})`;
    else if (c.data_type === 'USER-DEFINED') type = c.udt_name;
    else if (c.character_maximum_length !== null)
      type = `${UDT[c.udt_name] ?? c.udt_name}(${c.character_maximum_length})`;
    else type = UDT[c.udt_name] ?? c.data_type;
    if (serial && type === 'integer') type = 'serial';
    if (serial && type === 'bigint') type = 'bigserial';
    table.columns.set(c.column_name, {
      type,
      nullable: c.is_nullable === 'YES',
      default: serial || c.column_default === null ? null : plainDefault(c.column_default),
    });
  }
  // pg_constraint: multi-column keys in column order, and where a foreign key points.
  const { rows: constraints } = await db.query<{
    table_name: string;
    contype: 'p' | 'u' | 'f';
    cols: string[] | string;
    ref_table: string | null;
    ref_cols: string[] | string | null;
    on_delete: string;
  }>(
    `SELECT t.relname AS table_name, k.contype,
       ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY AS x(n, i)
             JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = x.n ORDER BY x.i) AS cols,
       r.relname AS ref_table,
       CASE WHEN k.contype = 'f' THEN ARRAY(SELECT a.attname::text
             FROM unnest(k.confkey) WITH ORDINALITY AS x(n, i)
             JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = x.n ORDER BY x.i) END AS ref_cols,
       k.confdeltype::text AS on_delete
     FROM pg_constraint k
     JOIN pg_class t ON t.oid = k.conrelid
     JOIN pg_namespace ns ON ns.oid = t.relnamespace AND ns.nspname = 'public'
     LEFT JOIN pg_class r ON r.oid = k.confrelid
     WHERE k.contype IN ('p', 'u', 'f')`,
  );
  const list = (v: string[] | string | null) =>
    (Array.isArray(v) ? v : (v ?? '').replace(/^\{|\}$/g, '').split(',')).join(',');
  for (const k of constraints) {
    const table = shape.get(k.table_name);
    if (!table) continue;
    table.constraints.add(
      k.contype === 'f'
        ? `f (${list(k.cols)}) -> ${k.ref_table}(${list(k.ref_cols)})${ON_DELETE[k.on_delete.trim()] ?? ''}`
        : `${k.contype} (${list(k.cols)})`,
    );
  }
  return shape;
};

const dialect = new PgDialect();

const schemaDefault = (column: PgColumn): string | null => {
  if (column.columnType === 'PgSerial' || column.columnType === 'PgBigSerial53') return null;
  if (column.columnType === 'PgBigSerial64' || column.default === undefined) return null;
  const value: unknown = column.default;
  if (is(value, SQL)) return dialect.sqlToQuery(value).sql;
  if (Array.isArray(value)) return `{${value.join(',')}}`;
  return String(value);
};

/** The same shape, from the Drizzle tables. */
const schemaShape = (tables: readonly Table[]): Shape => {
  const shape: Shape = new Map();
  for (const t of tables) {
    const config = getTableConfig(t as PgTable);
    const constraints = new Set<string>();
    const columns = new Map<string, DbColumn>();
    for (const c of config.columns) {
      columns.set(c.name, {
        type: c.getSQLType().replace(/,\s+/g, ','),
        nullable: !c.notNull,
        default: schemaDefault(c),
      });
      if (c.primary) constraints.add(`p (${c.name})`);
      if (c.isUnique) constraints.add(`u (${c.name})`);
    }
    for (const pk of config.primaryKeys)
      constraints.add(`p (${pk.columns.map((c) => c.name).join(',')})`);
    for (const u of config.uniqueConstraints)
      constraints.add(`u (${u.columns.map((c) => c.name).join(',')})`);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const onDelete =
        fk.onDelete && fk.onDelete !== 'no action' ? ` on delete ${fk.onDelete}` : '';
      constraints.add(
        `f (${ref.columns.map((c) => c.name).join(',')}) -> ${getTableConfig(ref.foreignTable).name}(${ref.foreignColumns.map((c) => c.name).join(',')})${onDelete}`,
      );
    }
    shape.set(config.name, { columns, constraints });
  }
  return shape;
};

/** Every difference, each naming its table (and column): empty when the two agree. */
const compareShapes = (database: Shape, drizzle: Shape): string[] => {
  const out: string[] = [];
  for (const name of database.keys())
    if (!drizzle.has(name)) out.push(`${name}: table in the database, not in the schema`);
  for (const [name, mirror] of drizzle) {
    const actual = database.get(name);
    if (!actual) {
      out.push(`${name}: table in the schema, not in the migrated database`);
      continue;
    }
    for (const [col, a] of actual.columns) {
      const m = mirror.columns.get(col);
      if (!m) {
        out.push(`${name}.${col}: column in the database (${a.type}), not in the schema`);
        continue;
      }
      if (m.type !== a.type)
        out.push(`${name}.${col}: type ${a.type} in the database, ${m.type} in the schema`);
      if (m.nullable !== a.nullable)
        out.push(
          `${name}.${col}: ${a.nullable ? 'nullable' : 'not null'} in the database, ${m.nullable ? 'nullable' : 'not null'} in the schema`,
        );
      if (m.default !== a.default)
        out.push(
          `${name}.${col}: default ${a.default ?? 'none'} in the database, ${m.default ?? 'none'} in the schema`,
        );
    }
    for (const col of mirror.columns.keys())
      if (!actual.columns.has(col))
        out.push(`${name}.${col}: column in the schema, not in the database`);
    for (const k of actual.constraints)
      if (!mirror.constraints.has(k)) out.push(`${name}: ${k} in the database, not in the schema`);
    for (const k of mirror.constraints)
      if (!actual.constraints.has(k)) out.push(`${name}: ${k} in the schema, not in the database`);
  }
  return out;
};

/** Keys are column names, so raw SQL rows can be typed as Pick<Row<typeof table>, ...>. */
const keyMismatches = (tables: readonly Table[]): string[] =>
  tables.flatMap((t) =>
    Object.entries(getTableColumns(t))
      .filter(([key, column]) => key !== column.name)
      .map(([key, column]) => `${getTableConfig(t as PgTable).name}.${column.name}: key '${key}'`),
  );

const TABLES = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

describe('the Drizzle schema mirrors the migrated database', () => {
  let t: TestDatabase;
  let database: Shape;
  beforeAll(async () => {
    t = await createTestDatabase();
    database = await readDatabaseShape(t.db);
  });
  afterAll(() => t?.cleanup());

  it('every table, column, type, nullability, default and key', () => {
    expect(database.size).toBeGreaterThanOrEqual(28);
    expect(compareShapes(database, schemaShape(TABLES))).toEqual([]);
  });

  it('names each column by its SQL name', () => {
    expect(keyMismatches(TABLES)).toEqual([]);
  });

  it('migration 0010 is in it', () => {
    expect(database.get('session_handoffs')?.columns.get('session_id')).toEqual({
      type: 'bigint',
      nullable: false,
      default: null,
    });
  });

  it('self-check: planted differences are each reported by table.column', () => {
    // A schema with a wrong copy of throttle and oidc_states, and without session_handoffs.
    const plantedThrottle = pgTable('throttle', {
      key: text('key').primaryKey(),
      failures: integer('failures').default(0), // nullable here, NOT NULL in 0003
      window_start: timestamp('window_start', { withTimezone: true }).notNull(), // no default
      // locked_until left out
      note: text('note'), // not in the database
    });
    const plantedStates = pgTable('oidc_states', {
      state: text('state').primaryKey(),
      code_verifier: text('code_verifier').notNull(),
      nonce: text('nonce').notNull(),
      bind_user_id: text('bind_user_id'), // integer REFERENCES users(id) in 0006
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    });
    const planted = TABLES.filter(
      (x) => !['throttle', 'oidc_states', 'session_handoffs'].includes(getTableConfig(x).name),
    );
    const problems = compareShapes(
      database,
      schemaShape([...planted, plantedThrottle, plantedStates]),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'session_handoffs: table in the database, not in the schema',
        'throttle.failures: not null in the database, nullable in the schema',
        'throttle.window_start: default now() in the database, none in the schema',
        'throttle.locked_until: column in the database (timestamp with time zone), not in the schema',
        'throttle.note: column in the schema, not in the database',
        'oidc_states.bind_user_id: type integer in the database, text in the schema',
        'oidc_states: f (bind_user_id) -> users(id) in the database, not in the schema',
      ]),
    );
    // Nothing else: the rest of the schema still matches.
    expect(problems.filter((x) => !/^(throttle|oidc_states|session_handoffs)\b/.test(x))).toEqual(
      [],
    );

    // The database side drifting: an array, a numeric's scale, a primary key, a new table.
    const drifted: Shape = new Map(
      [...database].map(([name, s]) => [
        name,
        { columns: new Map(s.columns), constraints: new Set(s.constraints) },
      ]),
    );
    const products = drifted.get('products')!;
    products.columns.set('rooms', { ...products.columns.get('rooms')!, type: 'text' });
    products.columns.set('width', { ...products.columns.get('width')!, type: 'numeric(7,3)' });
    drifted.get('brand_menus')!.constraints.delete('p (brand_code,kind)');
    drifted.set('carts', { columns: new Map(), constraints: new Set() });
    expect(compareShapes(drifted, schemaShape(TABLES))).toEqual([
      'carts: table in the database, not in the schema',
      'products.rooms: type text in the database, text[] in the schema',
      'products.width: type numeric(7,3) in the database, numeric(7,2) in the schema',
      'brand_menus: p (brand_code,kind) in the schema, not in the database',
    ]);

    // A camelCase key would type raw rows wrongly.
    const camel = pgTable('rooms', { code: text('code').primaryKey(), sortOrder: integer('sort') });
    expect(keyMismatches([camel])).toEqual(["rooms.sort: key 'sortOrder'"]);
  });
});
