import { Alert, Button, Container, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  formatMoney,
  CheckoutMessages as M,
  SANDBOX_CARDS,
  ShippingMethodCodes,
  ShippingMethodLabels,
  TokenizeErrorFields,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGate } from '../../../components/can';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';
import { ApiError } from '../../../lib/api-client';
import {
  gateQueryOptions,
  newAttemptKey,
  type QuoteInput,
  quoteQueryOptions,
  tokenizePayment,
  useSubmitOrder,
} from '../api/checkout-api';
import { clearCheckoutDraft } from '../checkout-draft';
import { AddressFields } from './address-fields';
import { BillingChoice } from './billing-choice';
import {
  type PaymentFields,
  quotable,
  type ShippingMethod,
  shipToProblems,
} from './checkout-form-state';
import { CheckoutSection } from './checkout-section';
import { OrderCustomerSection } from './order-customer';
import { OrderPlaced } from './order-placed';
import { OrderSummary } from './order-summary';
import { type PaymentErrors, PaymentFieldsView } from './payment-fields';
import { SalesTermsNote } from './sales-terms-note';
import { useCheckoutForm } from './use-checkout-form';

/** The quote's preview of the fee for the number typed; the order's fee is the gateway's. */
const fundingOf = (number: string): 'credit' | 'debit' =>
  (SANDBOX_CARDS as Record<string, { funding: string }>)[number.replace(/[\s-]/g, '')]?.funding ===
  'debit'
    ? 'debit'
    : 'credit';

/** The ACH fields the tokenization does not check: the holder's names (spec 5: all required). */
const achNameErrors = (p: PaymentFields): PaymentErrors =>
  p.method !== 'ach'
    ? {}
    : Object.fromEntries(
        (['ach_first_name', 'ach_last_name'] as const)
          .filter((k) => !p[k].trim())
          .map((k) => [k, M.achRequired]),
      );

/** /checkout?isCart=1&t=s|n: shipping, contact, method, coupon, payment and the server's totals. */
export function CheckoutScreen() {
  const [params] = useSearchParams();
  const kind = params.get('t') === 's' ? 's' : 'n';
  const navigate = useNavigate();
  const form = useCheckoutForm(kind);
  const { shipTo, method, payment, coupon, customer, billingId } = form;
  const [showErrors, setShowErrors] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [payErrors, setPayErrors] = useState<PaymentErrors>({});
  const [tokenizing, setTokenizing] = useState(false);
  const [gateClosed, setGateClosed] = useState(false);
  // Bumped when a check fails: the first field marked invalid then takes the focus.
  const [focusTurn, setFocusTurn] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
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

  // After a failed check, the first field marked invalid takes the focus (its message beside it).
  useEffect(() => {
    if (focusTurn) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTurn]);

  /** A payment field's new value clears the message beside it. */
  const changePayment = (next: PaymentFields) => {
    setPayErrors((e) =>
      Object.fromEntries(
        Object.entries(e).filter(
          ([k]) => next[k as keyof PaymentFields] === payment[k as keyof PaymentFields],
        ),
      ),
    );
    form.setPayment(next);
  };

  const placeOrder = async () => {
    setShowErrors(true);
    setPayError(null);
    const names = achNameErrors(payment);
    setPayErrors(names);
    if (Object.keys(shipToProblems(shipTo)).length || Object.keys(names).length) {
      setFocusTurn((n) => n + 1);
      return;
    }
    if (!input || tokenizing) return;
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
      if (made.error !== undefined) {
        // A refusal about one number goes beside that field; any other below the fields.
        const field = TokenizeErrorFields[made.error];
        if (field) setPayErrors({ [field]: made.error });
        else setPayError(made.error);
        setFocusTurn((n) => n + 1);
        return;
      }
      token = made.token;
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
        onSuccess: () => clearCheckoutDraft(kind),
        onError: (e) => {
          // A refused or failed payment is a new attempt next time (a new key); the draft stays.
          attempt.current = newAttemptKey();
          if (e instanceof ApiError && e.message === M.paymentFailed)
            navigate('/paymentFailed', { state: { kind } });
        },
      },
    );
  };

  if (submit.data) return <OrderPlaced placed={submit.data} />;

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
      <Group ref={formRef} align="flex-start" gap="lg" wrap="wrap">
        <Stack style={{ flex: '1 1 420px', minWidth: 0 }} gap="lg">
          {forCustomers && <OrderCustomerSection value={customer} onChange={form.chooseCustomer} />}
          <CheckoutSection id="ship-heading" title="Shipping address and contact">
            <AddressFields value={shipTo} errors={problems} onChange={form.setShipTo} />
          </CheckoutSection>
          <CheckoutSection id="method-heading" title="Shipping method">
            <Radio.Group value={method} onChange={(v) => form.setMethod(v as ShippingMethod)}>
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
          <BillingChoice value={billingId} onChange={form.setBillingId} />
          <CheckoutSection id="pay-heading" title="Payment">
            <PaymentFieldsView
              value={payment}
              netTerms={gate.data?.payment_terms === 'net_30'}
              error={payError}
              errors={payErrors}
              onChange={changePayment}
            />
          </CheckoutSection>
        </Stack>
        <Stack style={{ flex: '1 1 300px', minWidth: 0 }} gap="md">
          <OrderSummary
            kind={kind}
            quote={quote.data}
            quoteError={quoteError}
            quoting={Boolean(input) && quote.isPending}
            coupon={coupon}
            onCoupon={form.setCoupon}
          />
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
