import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
} from '@mantine/core';
import {
  formatMoney,
  CheckoutMessages as M,
  SANDBOX_CARDS,
  ShippingMethodCodes,
  ShippingMethodLabels,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGate } from '../../../components/can';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';
import { ApiError } from '../../../lib/api-client';
import { BRAND } from '../../../lib/current-brand';
import {
  gateQueryOptions,
  newAttemptKey,
  type QuoteInput,
  quoteQueryOptions,
  tokenizePayment,
  useSubmitOrder,
} from '../api/checkout-api';
import { AddressFields } from './address-fields';
import { BillingChoice } from './billing-choice';
import {
  EMPTY_PAYMENT,
  EMPTY_SHIP_TO,
  type PaymentFields,
  quotable,
  type ShippingMethod,
  shipToProblems,
} from './checkout-form-state';
import { CheckoutSection } from './checkout-section';
import { CouponField } from './coupon-field';
import { type OrderCustomer, OrderCustomerSection } from './order-customer';
import { OrderTotals } from './order-totals';
import { PaymentFieldsView } from './payment-fields';
import { SalesTermsNote } from './sales-terms-note';

/** The quote's preview of the fee for the number typed; the order's fee is the gateway's. */
const fundingOf = (number: string): 'credit' | 'debit' =>
  (SANDBOX_CARDS as Record<string, { funding: string }>)[number.replace(/[\s-]/g, '')]?.funding ===
  'debit'
    ? 'debit'
    : 'credit';

/** The buyer's own orders: a Flash Deals order is on /ffdOrder (personalOrder leaves it out). */
const MY_ORDERS = BRAND === 'FFD' ? '/ffdOrder' : '/personalOrder';

/** /checkout?isCart=1&t=s|n: shipping, contact, method, coupon, payment and the server's totals. */
export function CheckoutScreen() {
  const [params] = useSearchParams();
  const kind = params.get('t') === 's' ? 's' : 'n';
  const navigate = useNavigate();
  const [shipTo, setShipTo] = useState(EMPTY_SHIP_TO);
  const [method, setMethod] = useState<ShippingMethod>('white_glove');
  const [payment, setPayment] = useState<PaymentFields>(EMPTY_PAYMENT);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [gateClosed, setGateClosed] = useState(false);
  const [customer, setCustomer] = useState<OrderCustomer | null>(null);
  const [billingId, setBillingId] = useState<number | null>(null);
  // Designer-type accounts order for their customers (designer_project: they have customers).
  const forCustomers = useGate()('designer_project');
  const attempt = useRef(newAttemptKey());
  const gate = useQuery(gateQueryOptions());
  const submit = useSubmitOrder();

  const input: QuoteInput | null = useMemo(
    () =>
      quotable(shipTo)
        ? {
            t: kind,
            ship_to: shipTo,
            shipping_method: method,
            payment_method: payment.method,
            card_funding: fundingOf(payment.card_number),
            ...(coupon ? { coupon_code: coupon } : {}),
          }
        : null,
    [shipTo, method, payment.method, payment.card_number, coupon, kind],
  );
  const quote = useQuery(quoteQueryOptions(input));
  const problems = showErrors ? shipToProblems(shipTo) : {};
  const gated = gate.data?.certificate_required === true;

  const placeOrder = async () => {
    setShowErrors(true);
    setPayError(null);
    if (Object.keys(shipToProblems(shipTo)).length || !input || tokenizing) return;
    let token = '';
    if (payment.method !== 'net_30') {
      // The sandbox provider tokenizes the numbers: only its token reaches the order.
      setTokenizing(true);
      const made = await tokenizePayment(
        payment.method === 'card'
          ? {
              method: 'card',
              number: payment.card_number,
              expiry: payment.expiry,
              cvc: payment.cvc,
            }
          : {
              method: 'ach',
              account_number: payment.account_number,
              routing_number: payment.routing_number,
            },
      ).finally(() => setTokenizing(false));
      if (made.error !== undefined) return setPayError(made.error);
      token = made.token;
      if (
        payment.method === 'ach' &&
        (!payment.ach_first_name.trim() || !payment.ach_last_name.trim())
      )
        return setPayError(M.achRequired);
    }
    submit.mutate(
      {
        key: attempt.current,
        input: {
          ...input,
          ...(customer ? { customer_id: customer.id } : {}),
          ...(billingId ? { billing_address_id: billingId } : {}),
          payment: {
            token,
            ...(payment.method === 'ach'
              ? {
                  ach_account_type: payment.ach_account_type,
                  ach_holder_type: payment.ach_holder_type,
                  ach_first_name: payment.ach_first_name,
                  ach_last_name: payment.ach_last_name,
                }
              : {}),
          },
        },
      },
      {
        onError: (e) => {
          // A refused or failed payment is a new attempt next time (a new key).
          attempt.current = newAttemptKey();
          if (e instanceof ApiError && e.message === M.paymentFailed) navigate('/paymentFailed');
        },
      },
    );
  };

  if (submit.data) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder p="lg" data-testid="payment-success">
          <Stack>
            <PageHeading>Payment successful</PageHeading>
            <Text>
              Order <strong data-testid="order-number">{submit.data.order_number}</strong> is
              placed. A confirmation was sent by email.
            </Text>
            <Text data-testid="confirmation-amounts">
              Total {formatMoney(submit.data.total)}, paid now{' '}
              {formatMoney(submit.data.amount_paid)}
            </Text>
            <Group>
              <Button
                component={SmartLink}
                to={`/orderDetail?order_number=${submit.data.order_number}`}
              >
                View order
              </Button>
              <Button component={SmartLink} to={MY_ORDERS} variant="light">
                My Orders
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    );
  }

  const quoteError = quote.error instanceof ApiError ? quote.error.message : null;
  return (
    <Container size="lg" py="lg">
      <PageHeading mb="md">{kind === 's' ? 'Sample checkout' : 'Checkout'}</PageHeading>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={gated && !gateClosed}
        onClose={() => setGateClosed(true)}
        title="Resale certificate needed"
        zIndex={2000}
      >
        <Stack>
          <Text>{M.certificateRequired}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setGateClosed(true)}>
              Continue
            </Button>
            <Button component={SmartLink} to="/accountSettings?tab=certificate">
              Go to certificates
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack style={{ flex: '1 1 420px', minWidth: 0 }} gap="lg">
          {forCustomers && <OrderCustomerSection value={customer} onChange={setCustomer} />}
          <CheckoutSection id="ship-heading" title="Shipping address and contact">
            <AddressFields value={shipTo} errors={problems} onChange={setShipTo} />
          </CheckoutSection>
          <CheckoutSection id="method-heading" title="Shipping method">
            <Radio.Group value={method} onChange={(v) => setMethod(v as ShippingMethod)}>
              <Stack gap="xs">
                {ShippingMethodCodes.map((code) => (
                  <Radio
                    key={code}
                    value={code}
                    label={ShippingMethodLabels[code]}
                    data-testid={`method-${code}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          </CheckoutSection>
          <BillingChoice value={billingId} onChange={setBillingId} />
          <CheckoutSection id="pay-heading" title="Payment">
            <PaymentFieldsView
              value={payment}
              netTerms={gate.data?.payment_terms === 'net_30'}
              error={payError}
              onChange={setPayment}
            />
          </CheckoutSection>
        </Stack>
        <Stack style={{ flex: '1 1 300px', minWidth: 0 }} gap="md">
          <CheckoutSection id="summary-heading" title="Order summary">
            {!input && <Text c="dimmed">Enter the shipping address to see shipping and tax.</Text>}
            {input && quote.isPending && <Loader size="sm" aria-label="Computing totals" />}
            {quoteError && (
              <Alert color="red" role="alert" data-testid="quote-error">
                {quoteError}
              </Alert>
            )}
            {quote.data && !quoteError && (
              <Stack gap="xs">
                {quote.data.lines.map((l) => (
                  <Group key={l.id} justify="space-between" wrap="nowrap">
                    <Text size="sm" lineClamp={1}>
                      {l.name} × {l.count}
                    </Text>
                    <Text size="sm">{formatMoney(l.line_total)}</Text>
                  </Group>
                ))}
                <OrderTotals quote={quote.data} />
              </Stack>
            )}
            <CouponField kind={kind} applied={coupon} onApplied={setCoupon} />
          </CheckoutSection>
          {submit.error && (
            <Alert color="red" role="alert" data-testid="submit-error">
              {submit.error.message}
            </Alert>
          )}
          {gated && (
            <Text size="sm" c="red.9">
              {M.certificateRequired}
            </Text>
          )}
          <Button
            size="md"
            onClick={() => void placeOrder()}
            loading={submit.isPending || tokenizing}
            disabled={gated || !quote.data || Boolean(quoteError)}
            data-testid="place-order"
          >
            {quote.data ? `Pay ${formatMoney(quote.data.due_now)} and place order` : 'Place order'}
          </Button>
          <SalesTermsNote />
        </Stack>
      </Group>
    </Container>
  );
}
