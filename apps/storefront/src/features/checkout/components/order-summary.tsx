import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { formatMoney, CheckoutMessages as M, type Quote } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { linesQueryOptions } from '../api/checkout-api';
import { CheckoutSection } from './checkout-section';
import { CouponField } from './coupon-field';
import { OrderTotals } from './order-totals';

interface Props {
  kind: 's' | 'n';
  /** The server's totals for the form as it is, once it has an address to rate. */
  quote: Quote | undefined;
  quoteError: string | null;
  quoting: boolean;
  coupon: string | null;
  onCoupon: (code: string) => void;
}

/**
 * What is bought from the start (the lines and their subtotal, priced by the server for the
 * caller), then shipping, tax and fees once the address can be rated.
 */
export function OrderSummary({ kind, quote, quoteError, quoting, coupon, onCoupon }: Props) {
  const bought = useQuery(linesQueryOptions(kind));
  const lines = quote?.lines ?? bought.data?.lines ?? [];
  return (
    <CheckoutSection id="summary-heading" title="Order summary">
      <Stack gap="xs">
        {bought.isPending && !quote && <Loader size="sm" aria-label="Loading the order" />}
        {bought.data && !lines.length && <Text>{M.noItems}</Text>}
        {lines.length > 0 && (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {lines.map((l) => (
              <Group key={l.id} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm" lineClamp={1} data-testid="summary-line">
                  {l.name} × {l.count}
                </Text>
                <Text size="sm">{formatMoney(l.line_total)}</Text>
              </Group>
            ))}
          </Stack>
        )}
        {quote && !quoteError ? (
          <OrderTotals quote={quote} />
        ) : (
          bought.data &&
          lines.length > 0 && (
            <Group justify="space-between" data-testid="total-subtotal">
              <Text>Subtotal</Text>
              <Text>{formatMoney(bought.data.subtotal)}</Text>
            </Group>
          )
        )}
        {!quote && !quoting && !quoteError && (
          <Text c="dimmed" size="sm">
            Enter the shipping address to see shipping and tax.
          </Text>
        )}
        {quoting && <Loader size="sm" aria-label="Computing totals" />}
        {quoteError && (
          <Alert color="red" role="alert" data-testid="quote-error">
            {quoteError}
          </Alert>
        )}
      </Stack>
      <CouponField kind={kind} applied={coupon} onApplied={onCoupon} />
    </CheckoutSection>
  );
}
