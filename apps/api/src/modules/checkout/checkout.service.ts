import {
  type Address,
  type BrandCode,
  type checkoutInput,
  ErrorCode,
  Limits,
  CheckoutMessages as M,
  Messages,
  Policy,
  type Quote,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { pick } from '../../lib/pick';
import type { CallerContext } from '../identity/caller-context';
import { processingFeeCents } from '../payments/processing-fee';
import type { CheckoutCart, CheckoutLine } from './cart-port';
import type { CheckoutRepository, CouponRow, ProductFacts } from './checkout.repository';
import {
  checkAddress,
  checkShipTo,
  couponDiscountCents,
  couponLines,
  oneCouponCode,
  quoteLines,
  sumCents,
  toCents,
  toDollars,
} from './checkout-rules';
import type { Buyer, PayingWith, PreparedCheckout } from './checkout-types';
import { taxPercentFor } from './sales-tax';
import { rateShipment } from './shipping-rates';

type CheckoutInput = z.output<typeof checkoutInput>;
const bad = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);

export type { Buyer, PayingWith, PreparedCheckout } from './checkout-types';

/**
 * Checkout rules: who may order, the totals (server prices from the cart, shipping by ZIP zone
 * and size, tax by state unless a certificate covers it, one coupon, card fee, deposit or net-30
 * terms), the certificate gate and billing addresses.
 */
export class CheckoutService {
  constructor(
    private readonly repo: CheckoutRepository,
    private readonly cart: CheckoutCart,
  ) {}

  /** The caller as a buyer: designer mode (settle_accounts) or an FFD shopper; else 25010. */
  async buyer(caller: CallerContext, brand: BrandCode): Promise<Buyer> {
    const consumer = caller.accountType === 'ffd';
    const allowed = consumer ? brand === 'FFD' : caller.roles.includes('settle_accounts');
    if (!caller.userId || !allowed)
      throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    const account = await this.repo.account(caller.userId);
    if (!account) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    const trade = !consumer && account.company_id != null;
    return {
      userId: caller.userId,
      companyId: account.company_id,
      email: account.email,
      firstName: account.first_name,
      consumer,
      terms: trade ? account.terms : null,
      exemptStates: trade ? account.exempt_states : [],
    };
  }

  /** GET supplementary_information/check: the certificate gate of spec 4. */
  async supplementary(caller: CallerContext, brand: BrandCode) {
    if (!caller.userId) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    const account = await this.repo.account(caller.userId);
    const consumer = account?.account_type === 'ffd' || brand === 'FFD';
    const states = account?.company_id ? account.exempt_states : [];
    const terms = account?.company_id ? account.terms : null;
    return {
      certificate_required: !consumer && states.length === 0,
      has_valid_certificate: states.length > 0,
      exempt_states: states,
      payment_terms: terms ?? ('full' as const),
    };
  }

  async quote(caller: CallerContext, brand: BrandCode, input: CheckoutInput): Promise<Quote> {
    return (await this.prepare(caller, brand, input)).quote;
  }

  /**
   * Checks every input and computes the order's totals from the server's own figures. `known`:
   * the caller as a buyer when the order's submission has read it already; `paying`: the
   * order's payment method as the gateway recorded it (decision 045), which decides the fee.
   */
  async prepare(
    caller: CallerContext,
    brand: BrandCode,
    input: CheckoutInput,
    known?: Buyer,
    paying?: PayingWith,
  ): Promise<PreparedCheckout> {
    const buyer = known ?? (await this.buyer(caller, brand));
    const shipTo = checkShipTo(input.ship_to);
    const lines = await this.cart.linesForCheckout(caller, { sample: input.t === 's', brand });
    if (!lines.length) throw bad(M.noItems);
    // The cart read each line's product with it: its size and flash-deal stock.
    const facts = new Map<string, ProductFacts>(
      lines.map((l) => [
        l.sku_number,
        pick(l, 'sku_number', 'width', 'length', 'height', 'is_flash_deal', 'cash_stock'),
      ]),
    );
    for (const line of lines) {
      const f = facts.get(line.sku_number)!;
      if (f.is_flash_deal && brand === 'FFD') {
        if (f.cash_stock <= 0) throw bad(`${line.sku_number}: ${M.unavailable}`);
        if (line.count > f.cash_stock) throw bad(`${line.sku_number}: ${M.insufficientInventory}`);
      }
    }
    const terms = buyer.terms;
    if (input.payment_method === 'net_30' && terms !== 'net_30') throw bad(M.termsNotGranted);

    const subtotalCents = sumCents(lines);
    const code = oneCouponCode(input.coupon_code);
    const coupon = code ? await this.checkCoupon(buyer.userId, code, input.t, lines) : null;
    const discountCents = coupon ? couponDiscountCents(coupon, lines) : 0;

    const rate = rateShipment(
      shipTo.postal_code,
      shipTo.state,
      input.shipping_method,
      lines.map((l) => {
        const f = facts.get(l.sku_number)!;
        return { ...f, count: l.count, sample: l.product_data_type === 2 };
      }),
    );
    if (!rate) throw bad(M.shippingFailed);
    const shippingCents = toCents(rate.cost);

    const exemptStates = buyer.exemptStates;
    const taxExempt = exemptStates.includes(shipTo.state);
    const taxPercent = taxExempt ? 0 : (taxPercentFor(shipTo.state) ?? 0);
    const taxable = subtotalCents - discountCents;
    const taxCents = Math.round((taxable * taxPercent) / 100);

    const beforeFee = taxable + shippingCents + taxCents;
    // An order's fee follows the gateway's record of its payment method; a quote, the form's claim.
    const feeCents = paying
      ? processingFeeCents(beforeFee, paying.method, paying.funding)
      : processingFeeCents(beforeFee, input.payment_method, input.card_funding);
    const totalCents = beforeFee + feeCents;
    const paymentTerms =
      input.payment_method === 'net_30' ? 'net_30' : terms === 'deposit_50' ? 'deposit_50' : 'full';
    const dueCents =
      paymentTerms === 'net_30'
        ? 0
        : paymentTerms === 'deposit_50'
          ? Math.round((totalCents * Policy.depositAtOrderPercent) / 100)
          : totalCents;

    return {
      buyer,
      lines,
      facts,
      shipTo,
      coupon,
      gated: !buyer.consumer && exemptStates.length === 0,
      quote: {
        lines: quoteLines(lines),
        subtotal: toDollars(subtotalCents),
        discount: toDollars(discountCents),
        coupon_code: coupon?.code ?? null,
        shipping: toDollars(shippingCents),
        shipping_zone: rate.zone,
        tax: toDollars(taxCents),
        tax_rate: taxPercent,
        tax_exempt: taxExempt,
        processing_fee: toDollars(feeCents),
        total: toDollars(totalCents),
        due_now: toDollars(dueCents),
        payment_terms: paymentTerms,
      },
    };
  }

  /** What the checkout buys before an address is known: its lines and their subtotal. */
  async lines(caller: CallerContext, brand: BrandCode, t: 'n' | 's') {
    await this.buyer(caller, brand);
    const lines = await this.cart.linesForCheckout(caller, { sample: t === 's', brand });
    return { lines: quoteLines(lines), subtotal: toDollars(sumCents(lines)) };
  }

  /** verify_coupon: the code against the caller's cart lines of that kind. */
  async verifyCoupon(
    caller: CallerContext,
    brand: BrandCode,
    body: { coupon_code: string | string[]; t: 'n' | 's' },
  ) {
    const buyer = await this.buyer(caller, brand);
    const code = oneCouponCode(body.coupon_code);
    if (!code) throw bad(M.couponWrong);
    const lines = await this.cart.linesForCheckout(caller, { sample: body.t === 's', brand });
    const coupon = await this.checkCoupon(buyer.userId, code, body.t, lines);
    return {
      coupon_code: coupon.code,
      discount: toDollars(couponDiscountCents(coupon, lines)),
      description: coupon.description,
    };
  }

  /** The five refusals of spec 8, in this order: wrong, expired, used up, cannot use, conditions. */
  private async checkCoupon(
    userId: number,
    code: string,
    kind: 'n' | 's',
    lines: CheckoutLine[],
  ): Promise<CouponRow> {
    const c = await this.repo.coupon(code);
    if (!c) throw bad(M.couponWrong);
    const now = Date.now();
    if (c.valid_to && new Date(c.valid_to).getTime() < now) throw bad(M.couponExpired);
    if (c.used_count >= c.max_uses || (await this.repo.couponUsedBy(userId, c.code)))
      throw bad(M.couponUsedUp);
    if (new Date(c.valid_from).getTime() > now) throw bad(M.couponCannotUse);
    if (c.order_kind && c.order_kind !== kind) throw bad(M.couponCannotUse);
    const eligible = couponLines(c, lines);
    if (!eligible.length) throw bad(M.couponCannotUse);
    const eligibleCents = sumCents(eligible);
    if (eligibleCents < toCents(Number(c.min_subtotal))) throw bad(M.couponConditions);
    return c;
  }

  /** A saved billing address of the caller's, or a new one checked by the address rules. */
  async billingFor(userId: number, id: number | undefined, address: Address | undefined) {
    if (id) {
      const row = await this.repo.billingAddress(userId, id);
      if (!row)
        throw new AppError(ErrorCode.NOT_FOUND, `billing_address_id: ${M.billingAddressNotFound}`);
      const { id: _id, user_id: _u, created_at: _c, ...rest } = row;
      return rest as Address;
    }
    return address ? checkAddress(address) : null;
  }

  async listBilling(caller: CallerContext) {
    const userId = this.signedIn(caller);
    const rows = await this.repo.billingAddresses(userId);
    return {
      list: rows.map(({ user_id: _u, created_at: _c, ...r }) => r as Address & { id: number }),
    };
  }

  async addBilling(caller: CallerContext, address: Address) {
    const userId = this.signedIn(caller);
    const checked = checkAddress(address);
    const row = await this.repo.addBillingAddress(userId, checked, Limits.billingAddresses);
    if (!row) throw bad(M.addressLimit);
    const { user_id: _u, created_at: _c, ...rest } = row;
    return rest as Address & { id: number };
  }

  async deleteBilling(caller: CallerContext, id: number) {
    const userId = this.signedIn(caller);
    if (!(await this.repo.deleteBillingAddress(userId, id)))
      throw new AppError(ErrorCode.NOT_FOUND, M.billingAddressNotFound);
    return { id };
  }

  private signedIn(caller: CallerContext): number {
    if (!caller.userId) throw new AppError(ErrorCode.NO_PERMISSION, Messages.noPermission);
    return caller.userId;
  }
}
