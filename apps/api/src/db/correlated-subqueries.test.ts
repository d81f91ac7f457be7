import path from 'node:path';
import { is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Finding,
  scanFiles,
  scanSource,
  sourceFiles,
} from '../../test/correlated-subqueries-scan';
import * as schema from './schema';

// Issue 33's guard rail: inside a subquery of a `sql` template, a schema table's column is written
// through qualified() (expressions.ts), never bare: in a select from one table Drizzle writes a
// bare `${users.company_id}` without its table, and the subquery's own table takes it (H1).

const tableNames = new Set(
  Object.entries(schema)
    .filter(([, value]) => is(value, Table))
    .map(([name]) => name),
);
const scan = (text: string) =>
  scanSource('src/modules/probe/probe.repository.ts', text, { tableNames }).findings;
const shown = (f: Finding[]) => f.map((x) => `${x.file}:${x.line} ${x.expression}`);

const IMPORTS = `import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/expressions';
import { certificates, companyPaymentTerms, users } from '../../db/schema';
`;

describe('the check of correlated subqueries', () => {
  it('flags the H1 bug: a bare outer column inside a subquery of a select from one table', () => {
    const found = scan(`${IMPORTS}
const q = db.orm
  .select({
    x: sql\`(SELECT 1 FROM \${certificates} c WHERE c.company_id = \${users.company_id})\`,
  })
  .from(users);`);
    expect(shown(found)).toEqual(['src/modules/probe/probe.repository.ts:8 users.company_id']);
  });

  it('passes the same query written with qualified()', () => {
    expect(
      scan(`${IMPORTS}
const q = db.orm
  .select({
    x: sql\`(SELECT 1 FROM \${certificates} c WHERE c.company_id = \${qualified(users.company_id)})\`,
  })
  .from(users);`),
    ).toEqual([]);
  });

  it('flags EXISTS / IN subqueries, sql<T>, aliases, renamed imports and multi-line templates', () => {
    const found = scan(`import { sql as q } from 'drizzle-orm';
import { alias as rename } from 'drizzle-orm/pg-core';
import { certificates, users as people } from '../../db/schema';
const u = rename(people, 'u');
const a = q<boolean>\`EXISTS (SELECT 1 FROM \${certificates} c WHERE c.company_id = \${people.company_id})\`;
const b = q\`\${people.id} IN (
  select c.id FROM \${certificates} c
  WHERE c.company_id = \${u.company_id})\`;`);
    expect(found.map((f) => [f.line, f.expression])).toEqual([
      [5, 'people.company_id'],
      [8, 'u.company_id'],
    ]);
  });

  it('flags a template that is itself a SELECT (a fragment another query embeds)', () => {
    const found = scan(`${IMPORTS}
const terms = sql\`SELECT t.terms FROM \${companyPaymentTerms} t WHERE t.company_id = \${users.company_id}\`;`);
    expect(found.map((f) => f.expression)).toEqual(['users.company_id']);
  });

  it('leaves columns outside subqueries, parentheses in strings, values and executed statements', () => {
    expect(
      scan(`${IMPORTS}
const input = { id: 1 };
const a = sql\`coalesce(\${users.first_name}, '(select') || \${users.last_name}\`;
const b = sql\`(SELECT 1 FROM \${certificates} c WHERE c.id = \${input.id}) + \${users.id}\`;
const c = db.orm.execute(sql\`SELECT (SELECT 1 FROM \${certificates} c WHERE c.company_id = \${users.company_id})\`);`),
    ).toEqual([]);
  });

  it('finds nothing in apps/api/src', () => {
    const apiRoot = path.resolve(import.meta.dirname, '../..');
    const result = scanFiles(apiRoot, sourceFiles(path.join(apiRoot, 'src')), { tableNames });
    // The scan saw the repositories' templates (a scanner that reads nothing passes too easily).
    expect(result.files).toBeGreaterThan(100);
    expect(result.templates).toBeGreaterThan(50);
    expect(result.subqueryTemplates).toBeGreaterThan(10);
    expect(
      shown(result.findings),
      'a schema column inside a subquery of a sql template: write it qualified(table.column) or use an SQL alias (apps/api/README.md)',
    ).toEqual([]);
  });
});
