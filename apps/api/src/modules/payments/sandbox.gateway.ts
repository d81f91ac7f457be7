import { randomBytes } from 'node:crypto';
import { SANDBOX_TOKEN_PATTERN } from '@portal/contract';
import {
  type ChargeRequest,
  type ChargeResult,
  type ChargeStatus,
  GatewayNetworkError,
  type PaymentGateway,
} from './payment-gateway';
import type { SandboxRepository } from './sandbox.repository';

/**
 * The default gateway: in process, no network. The outcome is the one of the test number the
 * token was made from (contract payment-tokens.ts): succeeded, declined, review, or a network
 * failure (thrown before anything is recorded, as a request that never reached the gateway).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(private readonly ledger: SandboxRepository) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const m = SANDBOX_TOKEN_PATTERN.exec(request.token);
    if (!m) return { status: 'declined', ref: null };
    const outcome = m[3]!;
    if (outcome === 'network') throw new GatewayNetworkError();
    const status: ChargeStatus = outcome === 'declined' ? 'declined' : (outcome as ChargeStatus);
    const parts = request.token.split('_');
    const row = await this.ledger.record({
      id: `ch_sb_${randomBytes(10).toString('hex')}`,
      idempotency_key: request.idempotencyKey,
      amount: request.amount,
      token_last4: parts[parts.length - 2] ?? '',
      method: m[1] === 'ach' ? 'ach' : 'card',
      status,
    });
    return { status: row.status as ChargeStatus, ref: row.status === 'declined' ? null : row.id };
  }

  async retrieve(idempotencyKey: string): Promise<ChargeResult | null> {
    const row = await this.ledger.byKey(idempotencyKey);
    if (!row) return null;
    return { status: row.status as ChargeStatus, ref: row.status === 'declined' ? null : row.id };
  }
}
