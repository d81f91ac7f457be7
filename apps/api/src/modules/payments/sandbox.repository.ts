import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type Row, sandboxCharges } from '../../db/schema';

export type SandboxCharge = Pick<Row<typeof sandboxCharges>, 'id' | 'status'>;

/** The sandbox gateway's ledger: it stands for the remote side, so it outlives our process. */
export class SandboxRepository {
  constructor(private readonly db: Database) {}

  /** Records a charge once per key; answers the charge recorded for the key. */
  async record(row: {
    id: string;
    idempotency_key: string;
    amount: number;
    token_last4: string;
    method: string;
    status: string;
  }): Promise<SandboxCharge> {
    await this.db.orm
      .insert(sandboxCharges)
      .values({ ...row, amount: row.amount.toFixed(2) })
      .onConflictDoNothing({ target: sandboxCharges.idempotency_key });
    return (await this.byKey(row.idempotency_key))!;
  }

  async byKey(key: string): Promise<SandboxCharge | null> {
    const [row] = await this.db.orm
      .select({ id: sandboxCharges.id, status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotency_key, key));
    return row ?? null;
  }

  async count(): Promise<number> {
    const rows = await this.db.orm.select({ id: sandboxCharges.id }).from(sandboxCharges);
    return rows.length;
  }
}
