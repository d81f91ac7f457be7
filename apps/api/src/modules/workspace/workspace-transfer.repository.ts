import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { users } from '../../db/schema/identity';
import { projects } from '../../db/schema/workspace';

/** A transaction handle of `orm.transaction` (or the orm itself): the caller owns the commit. */
export type WorkspaceTx = Parameters<Parameters<Orm['transaction']>[0]>[0] | Orm;

/** Moves customers (users rows) and projects from one owner to another inside the caller's tx. */
export class WorkspaceTransferRepository {
  async moveCustomers(tx: WorkspaceTx, fromUserId: number, toUserId: number): Promise<number> {
    const rows = await tx
      .update(users)
      .set({ parent_user_id: toUserId })
      .where(and(eq(users.parent_user_id, fromUserId), eq(users.account_type, 'customer')))
      .returning({ id: users.id });
    return rows.length;
  }

  async moveProjects(tx: WorkspaceTx, fromUserId: number, toUserId: number): Promise<number> {
    const rows = await tx
      .update(projects)
      .set({ owner_user_id: toUserId, updated_at: sql`now()` })
      .where(eq(projects.owner_user_id, fromUserId))
      .returning({ id: projects.id });
    return rows.length;
  }
}
