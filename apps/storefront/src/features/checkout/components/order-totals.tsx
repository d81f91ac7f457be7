import { Divider, Group, Stack, Text } from '@mantine/core';
import type { Quote } from '@portal/contract';

export const usd = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The server's totals: subtotal, discount, shipping, tax, processing fee, total and due now. */
export function OrderTotals({ quote }: { quote: Quote }) {
  const row = (label: string, value: number, testId: string, strong = false) => (
    <Group justify="space-between" data-testid={testId}>
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{usd(value)}</Text>
    </Group>
  );
  return (
    <Stack gap={4} aria-live="polite">
      {row('Subtotal', quote.subtotal, 'total-subtotal')}
      {quote.discount > 0 &&
        row(`Coupon ${quote.coupon_code ?? ''}`, -quote.discount, 'total-discount')}
      {row(`Shipping (zone ${quote.shipping_zone})`, quote.shipping, 'total-shipping')}
      {row(
        quote.tax_exempt ? 'Tax (resale certificate)' : `Tax (${quote.tax_rate}%)`,
        quote.tax,
        'total-tax',
      )}
      {row('Processing fee', quote.processing_fee, 'total-fee')}
      <Divider />
      {row('Total', quote.total, 'total-total', true)}
      {quote.due_now !== quote.total && row('Due now', quote.due_now, 'total-due', true)}
    </Stack>
  );
}
