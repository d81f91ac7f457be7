import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lower, qualified } from '../../db/expressions';
import { bound, preparedShapes } from '../../db/prepared';
import { users } from '../../db/schema/identity';
import { projectCounts, projectLines, projects } from '../../db/schema/workspace';
import { pick } from '../../lib/pick';
import { isUniqueViolation, likePattern } from './customers.repository';

export interface ProjectRow {
  id: number;
  name: string;
  customer_id: number;
  owner_user_id: number;
  customer_name: string;
  product_count: number;
  updated_at: Date;
}

export interface ProjectLineRow {
  id: number;
  sku_number: string;
  buy_number: number;
  customizable_type: 0 | 1 | 2 | 3 | 4;
}

/** Which projects a caller reaches: the owners' (designer side) and, narrowed, one customer's. */
export interface ProjectScope {
  owners: number[] | null;
  customerId: number | null;
}

/**
 * Which filters a scope sets: one owner or two (a sub-account works with its parent's too; one
 * owner keeps the index's newest-first order, two need a sort), with one customer or not; or a
 * customer alone.
 */
type ScopeShape = 'owner' | 'owners' | 'owner_customer' | 'owners_customer' | 'customer';

const shapeOf = (scope: ProjectScope): ScopeShape => {
  if (!scope.owners) return 'customer';
  const owners = scope.owners.length > 1 ? 'owners' : 'owner';
  return scope.customerId === null ? owners : `${owners}_customer`;
};

/** The scope's values for its statement. */
const scopeValues = (scope: ProjectScope) => ({
  owner: scope.owners?.[0] ?? 0,
  other_owner: scope.owners?.[1] ?? 0,
  customer: scope.customerId ?? 0,
});

const scoped = (shape: ScopeShape): SQL =>
  and(
    shape.startsWith('owners')
      ? inArray(projects.owner_user_id, [bound('owner'), bound('other_owner')])
      : shape.startsWith('owner')
        ? eq(projects.owner_user_id, bound('owner'))
        : undefined,
    shape.endsWith('customer') ? eq(projects.customer_id, bound('customer')) : undefined,
  )!;

const columns = () => ({
  ...pick(projects, 'id', 'name', 'customer_id', 'owner_user_id'),
  customer_name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
  product_count: sql<number>`(SELECT count(*)::int FROM ${projectLines} pl WHERE pl.project_id = ${qualified(projects.id)})`,
  updated_at: projects.updated_at,
});

const newestFirst = [desc(projects.updated_at), desc(projects.id)];

/**
 * Projects (tearsheets) of customers and their lines. The reads every workspace call makes are
 * prepared statements, one per shape of the caller's scope (decision 035).
 */
export class ProjectsRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db.orm
      .select(columns())
      .from(projects)
      .innerJoin(users, eq(users.id, projects.customer_id));
  }

  private readonly byId = preparedShapes(
    () => this.db,
    'project_by_id',
    (shape: ScopeShape) => this.select().where(and(scoped(shape), eq(projects.id, bound('id')))),
  );

  private readonly all = preparedShapes(
    () => this.db,
    'projects_all',
    (shape: ScopeShape) =>
      this.select()
        .where(scoped(shape))
        .orderBy(...newestFirst),
  );

  private readonly page = preparedShapes(
    () => this.db,
    'projects_page',
    (shape: `${ScopeShape}_${'all' | 'named'}`) => {
      const [scope, named] = [
        shape.replace(/_(all|named)$/, '') as ScopeShape,
        shape.endsWith('_named'),
      ];
      return this.select()
        .where(and(scoped(scope), named ? ilike(projects.name, bound('pattern')) : undefined))
        .orderBy(...newestFirst)
        .limit(bound('limit'))
        .offset(bound('offset'));
    },
  );

  /** The owners' projects as kept by trigger (migration 0019): no count of 10,000 rows. */
  private readonly keptCount = preparedShapes(
    () => this.db,
    'project_count_kept',
    (_: 'owners') =>
      this.db.orm
        .select({ n: sql<number>`coalesce(sum(${projectCounts.n}), 0)::int` })
        .from(projectCounts)
        .where(inArray(projectCounts.owner_user_id, [bound('owner'), bound('other_owner')])),
  );

  /** The project with its lines in one statement (its page reads both on every view). */
  private readonly withLines = preparedShapes(
    () => this.db,
    'project_with_lines',
    (shape: ScopeShape) =>
      this.db.orm
        .select({
          ...columns(),
          lines: sql<ProjectLineRow[]>`coalesce((
          SELECT json_agg(json_build_object('id', l.id, 'sku_number', l.sku_number,
            'buy_number', l.buy_number, 'customizable_type', l.customizable_type)
            ORDER BY l.created_at, l.id)
          FROM ${projectLines} l WHERE l.project_id = ${qualified(projects.id)}), '[]')`,
        })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.customer_id))
        .where(and(scoped(shape), eq(projects.id, bound('id')))),
  );

  async listForCustomer(scope: ProjectScope): Promise<ProjectRow[]> {
    return this.all(shapeOf(scope)).execute(scopeValues(scope));
  }

  async list(
    scope: ProjectScope,
    keyword: string,
    page: number,
    limit: number,
  ): Promise<{ rows: ProjectRow[]; total: number }> {
    const shape = shapeOf(scope);
    const rows = await this.page(`${shape}_${keyword ? 'named' : 'all'}`).execute({
      ...scopeValues(scope),
      pattern: likePattern(keyword),
      limit,
      offset: (page - 1) * limit,
    });
    return { rows, total: await this.total(scope, keyword) };
  }

  /** The list's total: the owners' kept count, else a count of the filter (a few rows). */
  private async total(scope: ProjectScope, keyword: string) {
    const shape = shapeOf(scope);
    const [count] =
      (shape === 'owner' || shape === 'owners') && !keyword
        ? await this.keptCount('owners').execute(scopeValues(scope))
        : await this.db.orm
            .select({ n: sql<number>`count(*)::int` })
            .from(projects)
            .where(
              and(
                scope.owners ? inArray(projects.owner_user_id, scope.owners) : undefined,
                scope.customerId === null ? undefined : eq(projects.customer_id, scope.customerId),
                keyword ? ilike(projects.name, likePattern(keyword)) : undefined,
              ),
            );
    return count?.n ?? 0;
  }

  async find(scope: ProjectScope, id: number): Promise<ProjectRow | null> {
    const [row] = await this.byId(shapeOf(scope)).execute({ ...scopeValues(scope), id });
    return row ?? null;
  }

  /** Null when the customer already has a project of that name (any case). */
  async create(ownerId: number, customerId: number, name: string): Promise<number | null> {
    const [row] = await this.db.orm
      .insert(projects)
      .values({ owner_user_id: ownerId, customer_id: customerId, name })
      .onConflictDoNothing()
      .returning({ id: projects.id });
    return row?.id ?? null;
  }

  /** False when another project of the customer has that name. */
  async rename(id: number, customerId: number, name: string): Promise<boolean> {
    const [clash] = await this.db.orm
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.customer_id, customerId),
          eq(lower(projects.name), name.toLowerCase()),
          sql`${projects.id} <> ${id}`,
        ),
      );
    if (clash) return false;
    try {
      await this.db.orm
        .update(projects)
        .set({ name, updated_at: sql`now()` })
        .where(eq(projects.id, id));
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  async delete(id: number) {
    await this.db.orm.delete(projects).where(eq(projects.id, id));
  }

  /** A project the scope reaches, with its lines oldest first; null when it reaches none. */
  async findWithLines(scope: ProjectScope, id: number) {
    const [row] = await this.withLines(shapeOf(scope)).execute({ ...scopeValues(scope), id });
    return row ?? null;
  }

  /** Adds to the quantity of the same SKU and customization (capped at 999). */
  async addLine(projectId: number, sku: string, count: number, customizable: 0 | 1 | 2 | 3 | 4) {
    await this.db.orm.transaction(async (tx) => {
      await tx
        .insert(projectLines)
        .values({
          project_id: projectId,
          sku_number: sku,
          buy_number: count,
          customizable_type: customizable,
        })
        .onConflictDoUpdate({
          target: [
            projectLines.project_id,
            projectLines.sku_number,
            projectLines.customizable_type,
          ],
          set: { buy_number: sql`least(${projectLines.buy_number} + ${count}, 999)` },
        });
      await tx.update(projects).set({ updated_at: sql`now()` }).where(eq(projects.id, projectId));
    });
  }

  /** False when the line is not in the project. */
  async setLineCount(projectId: number, lineId: number, count: number): Promise<boolean> {
    const where = and(eq(projectLines.id, lineId), eq(projectLines.project_id, projectId));
    const rows =
      count === 0
        ? await this.db.orm.delete(projectLines).where(where).returning({ id: projectLines.id })
        : await this.db.orm
            .update(projectLines)
            .set({ buy_number: count })
            .where(where)
            .returning({ id: projectLines.id });
    return rows.length > 0;
  }
}
