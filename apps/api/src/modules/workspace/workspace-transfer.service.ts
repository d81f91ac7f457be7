import { WorkspaceTransferRepository, type WorkspaceTx } from './workspace-transfer.repository';

export type { WorkspaceTx } from './workspace-transfer.repository';

/**
 * For the sub-accounts module (issue 13 part B): closing a sub-account moves all its customers
 * and their projects to the parent, in the caller's transaction so that the close and the move
 * commit together. Construct with `new WorkspaceTransferService()`; no other module needs this
 * module's repositories.
 */
export class WorkspaceTransferService {
  constructor(private readonly repo = new WorkspaceTransferRepository()) {}

  /** Every customer (users.parent_user_id) and project of `fromUserId` now belongs to `toUserId`. */
  async moveAllTo(
    fromUserId: number,
    toUserId: number,
    tx: WorkspaceTx,
  ): Promise<{ customers: number; projects: number }> {
    if (fromUserId === toUserId) return { customers: 0, projects: 0 };
    const customers = await this.repo.moveCustomers(tx, fromUserId, toUserId);
    const projects = await this.repo.moveProjects(tx, fromUserId, toUserId);
    return { customers, projects };
  }
}
