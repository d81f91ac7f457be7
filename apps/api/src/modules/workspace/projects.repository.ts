import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { lower } from '../../db/expressions';
import { projectLines, projects, users } from '../../db/schema';
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

/** Which projects a caller reaches: the owners' (designer side) and, narrowed, one customer's. */
export interface ProjectScope {
  owners: number[] | null;
  customerId: number | null;
}

/** Projects (tearsheets) of customers and their lines. */
export class ProjectsRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db.orm
      .select({
        ...pick(projects, 'id', 'name', 'customer_id', 'owner_user_id'),
        customer_name: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
        product_count: sql<number>`(SELECT count(*)::int FROM ${projectLines} WHERE ${projectLines.project_id} = ${projects.id})`,
        updated_at: projects.updated_at,
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.customer_id));
  }

  private scoped(scope: ProjectScope) {
    return and(
      scope.owners ? inArray(projects.owner_user_id, scope.owners) : undefined,
      scope.customerId !== null ? eq(projects.customer_id, scope.customerId) : undefined,
    );
  }

  async listForCustomer(scope: ProjectScope): Promise<ProjectRow[]> {
    return this.select()
      .where(this.scoped(scope))
      .orderBy(desc(projects.updated_at), desc(projects.id));
  }

  async list(
    scope: ProjectScope,
    keyword: string,
    page: number,
    limit: number,
  ): Promise<{ rows: ProjectRow[]; total: number }> {
    const where = and(
      this.scoped(scope),
      keyword ? ilike(projects.name, likePattern(keyword)) : undefined,
    );
    const rows = await this.select()
      .where(where)
      .orderBy(desc(projects.updated_at), desc(projects.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [count] = await this.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(where);
    return { rows, total: count?.n ?? 0 };
  }

  async find(scope: ProjectScope, id: number): Promise<ProjectRow | null> {
    const [row] = await this.select().where(and(this.scoped(scope), eq(projects.id, id)));
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

  async lines(projectId: number) {
    return this.db.orm
      .select({
        ...pick(projectLines, 'id', 'sku_number', 'buy_number', 'customizable_type'),
      })
      .from(projectLines)
      .where(eq(projectLines.project_id, projectId))
      .orderBy(asc(projectLines.created_at), asc(projectLines.id));
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
