import { eq, sql } from 'drizzle-orm';
import { alias, PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { qualified } from './expressions';
import { certificates, companies, users } from './schema';

// qualified(): a column written with its table whatever the select. The bug it prevents (issue 33,
// H1): in a select from one table Drizzle writes the select list's `${users.company_id}` bare, and
// inside a subquery the bare name binds to the subquery's own table.

const qb = new QueryBuilder();

const certificateOf = (company: ReturnType<typeof sql>) =>
  sql<number | null>`(SELECT c.id FROM ${certificates} c WHERE c.company_id = ${company} LIMIT 1)`;

describe('qualified()', () => {
  it('writes "table"."column" in a select from one table, where a bare column loses its table', () => {
    const bare = qb
      .select({ cert: certificateOf(sql`${users.company_id}`) })
      .from(users)
      .toSQL().sql;
    const direct = qb
      .select({
        cert: sql`(SELECT c.id FROM ${certificates} c WHERE c.company_id = ${users.company_id})`,
      })
      .from(users)
      .toSQL().sql;
    const fixed = qb
      .select({
        cert: sql`(SELECT c.id FROM ${certificates} c WHERE c.company_id = ${qualified(users.company_id)})`,
      })
      .from(users)
      .toSQL().sql;
    // The bug: written directly in the select list's template, the column loses its table.
    expect(direct).toContain('WHERE c.company_id = "company_id")');
    // A nested fragment keeps it (Drizzle strips only the template's own column chunks).
    expect(bare).toContain('WHERE c.company_id = "users"."company_id"');
    expect(fixed).toContain('WHERE c.company_id = "users"."company_id")');
  });

  it('writes an alias() table by its alias', () => {
    const u = alias(users, 'u');
    const text = qb
      .select({
        cert: sql`(SELECT 1 FROM ${certificates} c WHERE c.company_id = ${qualified(u.company_id)})`,
      })
      .from(u)
      .toSQL().sql;
    expect(text).toContain('WHERE c.company_id = "u"."company_id")');
  });

  it('a template run as is (orm.execute) writes every column with its table', () => {
    // Why the check of correlated subqueries leaves templates passed to .execute() alone.
    const { sql: text } = new PgDialect().sqlToQuery(
      sql`SELECT (SELECT 1 FROM ${certificates} c WHERE c.company_id = ${users.company_id}) FROM ${users}`,
    );
    expect(text).toContain('WHERE c.company_id = "users"."company_id")');
  });

  describe('on the database, two companies whose certificates differ', () => {
    let t: TestDatabase;
    let withCert: number;
    let without: number;

    beforeAll(async () => {
      t = await createTestDatabase();
      const [a, b] = await t.db.orm
        .insert(companies)
        .values([{ name: 'Holds one' }, { name: 'Holds none' }])
        .returning({ id: companies.id });
      await t.db.orm.insert(certificates).values({ company_id: a!.id, kind: 'reseller' });
      const [ua, ub] = await t.db.orm
        .insert(users)
        .values([
          { company_id: a!.id, account_type: 'designer', email: 'a@two-tenants.test' },
          { company_id: b!.id, account_type: 'designer', email: 'b@two-tenants.test' },
        ])
        .returning({ id: users.id });
      withCert = ua!.id;
      without = ub!.id;
    });
    afterAll(() => t.cleanup());

    const read = async (column: 'bare' | 'qualified', userId: number) => {
      const company = column === 'bare' ? users.company_id : qualified(users.company_id);
      const [row] = await t.db.orm
        .select({
          has: sql<boolean>`EXISTS (SELECT 1 FROM ${certificates} c WHERE c.company_id = ${company})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row!.has;
    };

    it('bare, the company without a certificate reads the other one’s; qualified, only its own', async () => {
      expect(await read('bare', without)).toBe(true);
      expect(await read('qualified', without)).toBe(false);
      expect(await read('qualified', withCert)).toBe(true);
    });
  });
});
