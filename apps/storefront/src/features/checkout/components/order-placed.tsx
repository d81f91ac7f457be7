import { Button, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';
import { BRAND } from '../../../lib/current-brand';

/** The buyer's own orders: a Flash Deals order is on /ffdOrder (personalOrder leaves it out). */
const MY_ORDERS = BRAND === 'FFD' ? '/ffdOrder' : '/personalOrder';

/**
 * The confirmation, in place of the form: brought into view from the top and its heading
 * focused, so a screen reader and a phone both start at it (the form above was scrolled down).
 */
export function OrderPlaced({
  placed,
}: {
  placed: { order_number: string; total: number; amount_paid: number };
}) {
  const orderNumber = placed.order_number;
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
    panel.current?.querySelector<HTMLElement>('h1')?.focus();
  }, []);
  return (
    <Container size="sm" py="xl">
      <Paper ref={panel} withBorder p="lg" data-testid="payment-success">
        <Stack>
          <PageHeading tabIndex={-1}>Payment successful</PageHeading>
          <Text>
            Order <strong data-testid="order-number">{orderNumber}</strong> is placed. A
            confirmation was sent by email.
          </Text>
          <Text data-testid="confirmation-amounts">
            Total {formatMoney(placed.total)}, paid now {formatMoney(placed.amount_paid)}
          </Text>
          <Group>
            <Button component={SmartLink} to={`/orderDetail?order_number=${orderNumber}`}>
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
