import { randomBytes } from 'node:crypto';
import {
  type ChargeRequest,
  type ChargeResult,
  type ChargeStatus,
  GatewayNetworkError,
  type PaymentGateway,
  type PaymentMethodFacts,
  type TestPaymentDetails,
  type TokenizeResult,
} from './payment-gateway';
import type { SandboxRepository } from './sandbox.repository';
import { sandboxMethodOf } from './sandbox-tokens';

/**
 * The default gateway: in process, no network. Its tokenization step (the sandbox provider's
 * endpoint, decision 045) checks the number and records under an opaque token what it stands
 * for; `paymentMethod` and `charge` read that record, never the client's word. The outcome is
 * the test number's: succeeded, declined, review, or a network failure (thrown before anything
 * is recorded, as a request that never reached the gateway).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(private readonly ledger: SandboxRepository) {}

  async tokenize(details: TestPaymentDetails): Promise<TokenizeResult> {
    const method = sandboxMethodOf(details);
    if ('error' in method) return method;
    const token = `tok_sb_${randomBytes(12).toString('hex')}`;
    await this.ledger.saveMethod(token, method);
    return { token, last4: method.last4 };
  }

  async paymentMethod(token: string): Promise<PaymentMethodFacts | null> {
    const m = await this.ledger.method(token);
    return m ? { method: m.method, funding: m.funding, last4: m.last4 } : null;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const m = await this.ledger.method(request.token);
    if (!m) return { status: 'declined', ref: null };
    if (m.outcome === 'network') throw new GatewayNetworkError();
    const row = await this.ledger.record({
      id: `ch_sb_${randomBytes(10).toString('hex')}`,
      idempotency_key: request.idempotencyKey,
      amount: request.amount,
      token_last4: m.last4,
      method: m.method,
      status: m.outcome,
    });
    return { status: row.status as ChargeStatus, ref: row.status === 'declined' ? null : row.id };
  }

  async retrieve(idempotencyKey: string): Promise<ChargeResult | null> {
    const row = await this.ledger.byKey(idempotencyKey);
    if (!row) return null;
    return { status: row.status as ChargeStatus, ref: row.status === 'declined' ? null : row.id };
  }
}
