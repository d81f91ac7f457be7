import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sandboxCharges, sandboxPaymentMethods } from '../../db/schema/payments';
import type { Row } from '../../db/schema/rows';
import type { SandboxMethod } from './sandbox-tokens';

export type SandboxCharge = Pick<Row<typeof sandboxCharges>, 'id' | 'status'>;

const RECORD = `WITH inserted AS (
  INSERT INTO sandbox_charges (id, idempotency_key, amount, token_last4, method, status)
  VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, status)
SELECT id, status FROM inserted
UNION ALL SELECT id, status FROM sandbox_charges WHERE idempotency_key = $2`;

/**
 * The sandbox gateway's ledger and vault: they stand for the remote side, so they outlive our
 * process.
 */
export class SandboxRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records a charge once per key; answers the charge recorded for the key. One statement: the
   * insert, or when the key has a charge already, that charge (a second read only when another
   * charge with the key was being written at the same moment).
   */
  async record(row: {
    id: string;
    idempotency_key: string;
    amount: number;
    token_last4: string;
    method: string;
    status: string;
  }): Promise<SandboxCharge> {
    const { rows } = await this.db.query<SandboxCharge>(
      RECORD,
      [row.id, row.idempotency_key, row.amount.toFixed(2), row.token_last4, row.method, row.status],
      { prepared: true },
    );
    const charge = rows[0];
    // A charge with the key committed while this statement waited on it is not in its snapshot.
    return charge ?? (await this.byKey(row.idempotency_key))!;
  }

  async byKey(key: string): Promise<SandboxCharge | null> {
    const [row] = await this.db.orm
      .select({ id: sandboxCharges.id, status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotency_key, key));
    return row ?? null;
  }

  /** Records what a token the tokenization step made stands for (decision 045). */
  async saveMethod(token: string, m: SandboxMethod): Promise<void> {
    await this.db.orm.insert(sandboxPaymentMethods).values({
      token,
      method: m.method,
      funding: m.funding,
      outcome: m.outcome,
      last4: m.last4,
    });
  }

  /** What the token stands for, or null for a token the sandbox never made. */
  async method(token: string): Promise<SandboxMethod | null> {
    const [row] = await this.db.orm
      .select({
        method: sandboxPaymentMethods.method,
        funding: sandboxPaymentMethods.funding,
        outcome: sandboxPaymentMethods.outcome,
        last4: sandboxPaymentMethods.last4,
      })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.token, token));
    return (row as SandboxMethod | undefined) ?? null;
  }

  async count(): Promise<number> {
    const rows = await this.db.orm.select({ id: sandboxCharges.id }).from(sandboxCharges);
    return rows.length;
  }
}
