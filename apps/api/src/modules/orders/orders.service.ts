import {
  type BrandCode,
  ErrorCode,
  IDEMPOTENCY_KEY_PATTERN,
  CheckoutMessages as M,
  type submitOrderBody,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { pick } from '../../lib/pick';
import type { Buyer, CheckoutService } from '../checkout/checkout.service';
import type { CallerContext } from '../identity/caller-context';
import type { OutboxService } from '../messaging/outbox.service';
import {
  type ChargeResult,
  GatewayNetworkError,
  type PaymentGateway,
} from '../payments/payment-gateway';
import { confirmationMail } from './order-confirmation-mail';
import { type Draft, money, newOrderNumber, paymentInput } from './order-draft';
import {
  CouponGone,
  KeyTaken,
  type OrdersRepository,
  type PaymentRow,
  StockShort,
} from './orders.repository';

type SubmitBody = z.output<typeof submitOrderBody>;
type SubmitVal = {
  order_number: string;
  total: number;
  amount_paid: number;
  payment_state: string;
};
const bad = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);

/** CheckoutCust: the customer an order is placed for must be one of the caller's (workspace). */
export interface OrderCustomers {
  /** The customer's id when the caller works with them; throws (40400) otherwise. */
  owned(caller: CallerContext, id: number): Promise<{ id: number }>;
}

/**
 * Order submission (idempotent by key), settlement and reconciliation, and the order lists.
 * Two writes, each one transaction: reserve (payment row, order awaiting payment, FFD stock,
 * coupon use) before the gateway is asked, settle (order placed, payment recorded, cart lines
 * removed) after it answers. A process that stops in between leaves a pending payment that
 * `reconcile` settles at start-up from the gateway's own record (decision 022).
 */
export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly checkout: CheckoutService,
    private readonly gateway: PaymentGateway,
    private readonly outbox: OutboxService,
    private readonly customers: OrderCustomers,
  ) {}

  async submit(
    caller: CallerContext,
    brand: BrandCode,
    key: string | undefined,
    body: SubmitBody,
    origin?: string,
  ): Promise<SubmitVal> {
    const buyer = await this.checkout.buyer(caller, brand);
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw bad(M.idempotencyKey);
    const method = body.payment_method;
    // A new key is the usual case, so its earlier answer is looked up only when this submission
    // is refused before its reservation (once the first settled, its cart lines are gone and its
    // coupon used) or the reservation finds the key taken: one read less per order.
    let checked: Awaited<ReturnType<OrdersService['checked']>>;
    try {
      checked = await this.checked(caller, brand, body, buyer);
    } catch (e) {
      const prior = await this.repo.paymentByKey(buyer.userId, key);
      if (prior) return this.replay(prior);
      throw e;
    }
    const { prep, customerId, billing, token, paying } = checked;
    const q = prep.quote;
    const paymentState =
      q.payment_terms === 'net_30'
        ? 'net_30'
        : q.payment_terms === 'deposit_50'
          ? 'deposit_paid'
          : 'paid';
    const draft: Draft = {
      order_number: newOrderNumber(),
      line_ids: prep.lines.map((l) => l.id),
      payment_state: paymentState,
      total: q.total,
      due: q.due_now,
      email: buyer.email,
      first_name: buyer.firstName,
      brand,
      ...(origin ? { origin } : {}),
      lines: q.lines.map((l) => ({
        sku: l.sku_number,
        name: l.name,
        count: l.count,
        amount: l.line_total,
      })),
      amounts: pick(q, 'subtotal', 'discount', 'shipping', 'tax', 'processing_fee'),
    };

    let ids: { orderId: number; paymentId: number };
    try {
      ids = await this.repo.reserve({
        userId: buyer.userId,
        key,
        gateway: method === 'net_30' ? 'terms' : this.gateway.name,
        method: paying.funding === 'debit' ? 'debit_card' : paying.method,
        amount: money(q.due_now),
        draft: draft as unknown as Record<string, unknown>,
        order: {
          order_number: draft.order_number,
          user_id: buyer.userId,
          company_id: buyer.companyId,
          customer_id: customerId,
          brand_code: brand,
          kind: body.t,
          payment_method: paying.method,
          payment_state: 'pending',
          subtotal: money(q.subtotal),
          discount: money(q.discount),
          shipping: money(q.shipping),
          tax: money(q.tax),
          processing_fee: money(q.processing_fee),
          total: money(q.total),
          coupon_code: prep.coupon?.code ?? null,
          shipping_method: body.shipping_method,
          ship_to: prep.shipTo as unknown as Record<string, string>,
          billing_address: (billing as unknown as Record<string, string>) ?? null,
        },
        items: q.lines.map((l) => ({
          ...pick(l, 'sku_number', 'name', 'image', 'brand_id'),
          ...pick(l, 'product_data_type', 'customizable_type', 'count'),
          unit_price: money(l.unit_price),
          line_total: money(l.line_total),
        })),
        stock:
          brand === 'FFD'
            ? prep.lines
                .filter((l) => prep.facts.get(l.sku_number)?.is_flash_deal)
                .map((l) => ({ sku: l.sku_number, count: l.count }))
            : [],
      });
    } catch (e) {
      if (e instanceof KeyTaken) {
        const first = await this.repo.paymentByKey(buyer.userId, key);
        if (first) return this.replay(first);
        throw bad(M.alreadyPaid);
      }
      if (e instanceof StockShort) throw bad(`${e.sku}: ${M.insufficientInventory}`);
      if (e instanceof CouponGone) throw bad(M.couponUsedUp);
      throw e;
    }
    const pending = { ...ids, userId: buyer.userId, key, draft };
    // A refused charge frees what was reserved; a retry with the key gets the same answer.
    const refuse = async (status: 'failed' | 'declined', errmsg: string) => {
      await this.repo.release({
        paymentId: ids.paymentId,
        orderId: ids.orderId,
        status,
        answer: { err: ErrorCode.BAD_REQUEST, errmsg, val: null },
      });
      return bad(errmsg);
    };
    if (q.due_now === 0) return this.finish(pending, { status: 'succeeded', ref: null });

    let result: ChargeResult | null;
    try {
      result = await this.gateway.charge({
        idempotencyKey: this.gatewayKey(buyer.userId, key),
        amount: q.due_now,
        token,
        description: `Order ${draft.order_number}`,
      });
    } catch (e) {
      // Any other fault leaves the payment pending: reconciliation asks the gateway later.
      if (!(e instanceof GatewayNetworkError)) throw e;
      result = await this.gateway.retrieve(this.gatewayKey(buyer.userId, key)).catch(() => {
        throw bad(M.paymentRequestFailed);
      });
      if (!result) throw await refuse('failed', M.paymentRequestFailed);
    }
    if (result.status === 'declined') throw await refuse('declined', M.paymentFailed);
    return this.finish(pending, result);
  }

  /** The submission checked and priced: refusals here come before anything is written. */
  private async checked(caller: CallerContext, brand: BrandCode, body: SubmitBody, buyer: Buyer) {
    // The fee follows the payment method as the gateway recorded it, not what the form claims.
    const { token, paying } = await paymentInput(body, this.gateway);
    const prep = await this.checkout.prepare(caller, brand, body, buyer, paying);
    if (prep.gated) throw bad(M.certificateRequired);
    const customerId = body.customer_id
      ? (await this.customers.owned(caller, body.customer_id)).id
      : null;
    const billing = await this.checkout.billingFor(
      buyer.userId,
      body.billing_address_id,
      body.billing_address,
    );
    return { prep, customerId, billing, token, paying };
  }

  /**
   * Start-up: every payment still pending belongs to a process that stopped. A charge the
   * gateway made is settled into its order (exactly once); otherwise the reservation is undone.
   */
  async reconcile(): Promise<{ settled: number; released: number; left: number }> {
    const counts = { settled: 0, released: 0, left: 0 };
    for (const p of await this.repo.pendingPayments()) {
      const outcome = await this.reconcileOne(p);
      if (outcome) counts[outcome] += 1;
    }
    return counts;
  }

  /**
   * The gateway's signed word that the charge with this key succeeded (Stripe's webhook):
   * a payment still pending is settled by the start-up path. Nothing else is acted on here.
   */
  async settleFromGateway(gatewayKey: string, result: ChargeResult): Promise<boolean> {
    const m = /^(\d+)-(.+)$/.exec(gatewayKey);
    if (!m || result.status === 'declined') return false;
    const p = await this.repo.paymentByKey(Number(m[1]), m[2]!);
    return p?.status === 'pending' && (await this.reconcileOne(p, result)) === 'settled';
  }

  /** One pending payment: settled, released, or left (the gateway did not answer). */
  private async reconcileOne(p: PaymentRow, known?: ChargeResult) {
    let result: ChargeResult | null = known ?? null;
    if (!known && p.gateway === 'terms') result = { status: 'succeeded', ref: null };
    else if (!known) {
      try {
        result = await this.gateway.retrieve(this.gatewayKey(p.user_id, p.idempotency_key));
      } catch {
        return 'left' as const;
      }
    }
    if (!result || result.status === 'declined') {
      await this.repo.release({
        paymentId: p.id,
        orderId: p.order_id,
        status: 'not_charged',
        answer: { err: ErrorCode.BAD_REQUEST, errmsg: M.paymentRequestFailed, val: null },
      });
      return 'released' as const;
    }
    if (!p.order_id) return null;
    const draft = p.draft as unknown as Draft;
    await this.finish(
      { paymentId: p.id, orderId: p.order_id, userId: p.user_id, key: p.idempotency_key, draft },
      result,
    );
    return 'settled' as const;
  }

  private gatewayKey(userId: number, key: string) {
    return `${userId}-${key}`;
  }

  private async finish(
    p: { paymentId: number; orderId: number; userId: number; key: string; draft: Draft },
    result: ChargeResult,
  ): Promise<SubmitVal> {
    const review = result.status === 'review';
    const val: SubmitVal = {
      order_number: p.draft.order_number,
      total: p.draft.total,
      amount_paid: p.draft.due,
      payment_state: review ? 'in_review' : p.draft.payment_state,
    };
    // The confirmation is recorded with the order, and delivered once both are committed.
    const mail = confirmationMail(p.draft, val);
    const recorded = await this.repo.settle({
      paymentId: p.paymentId,
      orderId: p.orderId,
      paymentStatus: review ? 'review' : 'succeeded',
      gatewayRef: result.ref,
      paymentState: val.payment_state,
      amountPaid: money(p.draft.due),
      answer: { err: ErrorCode.OK, errmsg: '', val },
      note: review ? 'Order placed; payment under review' : 'Order placed',
      userId: p.userId,
      lineIds: p.draft.line_ids,
      mail,
    });
    if (!recorded) {
      const first = await this.repo.paymentByKey(p.userId, p.key);
      return first ? this.replay(first) : val;
    }
    this.outbox.deliver({ ...recorded, message: mail });
    return val;
  }

  /** The first answer to this key, or the double-payment warning while it is still running. */
  private replay(p: PaymentRow): SubmitVal {
    if (!p.answer) throw bad(M.alreadyPaid);
    if (p.answer.err === ErrorCode.OK) return p.answer.val as SubmitVal;
    throw new AppError(p.answer.err, p.answer.errmsg);
  }
}
