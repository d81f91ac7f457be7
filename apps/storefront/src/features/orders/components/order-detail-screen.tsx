import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  formatMoney,
  OrderStatusLabels,
  type PaymentState,
  PaymentStateLabels,
  type ShippingMethod,
  ShippingMethodLabels,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { TableHead } from '../../../components/table-head';
import { openInvoice, orderDetailQueryOptions } from '../api/orders-api';

/** /orderDetail?order_number=…: items, totals, payment, shipment and its timeline; the invoice. */
export function OrderDetailScreen() {
  const [params] = useSearchParams();
  const number = params.get('order_number')?.trim() ?? '';
  const q = useQuery(orderDetailQueryOptions(number));
  const invoice = useMutation({ mutationFn: () => openInvoice(number) });
  if (!number || q.isError)
    return (
      <Container size="md" py="xl">
        <PageHeading>Order Details</PageHeading>
        <Text role="alert" mt="md">
          {q.error?.message || 'Order not found'}
        </Text>
      </Container>
    );
  if (!q.data)
    return (
      <Container size="md" py="xl">
        <Loader aria-label="Loading order" />
      </Container>
    );
  const o = q.data;
  const line = (label: string, value: number | undefined, strong = false) => (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{formatMoney(value ?? 0)}</Text>
    </Group>
  );
  return (
    <Container size="lg" py="lg" data-testid="order-detail">
      <Group justify="space-between" mb="md">
        <PageHeading>Order {o.order_number}</PageHeading>
        {o.priced && (
          <Button
            variant="light"
            onClick={() => invoice.mutate()}
            loading={invoice.isPending}
            data-testid="invoice"
          >
            Invoice (PDF)
          </Button>
        )}
      </Group>
      {invoice.isError && <Alert color="red">{invoice.error.message}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack>
          <Paper withBorder p="md">
            <Group gap="xs">
              <Badge>{OrderStatusLabels[o.status]}</Badge>
              <Badge variant="light">
                {PaymentStateLabels[o.payment_state as PaymentState] ?? o.payment_state}
              </Badge>
            </Group>
            <Text mt="xs">
              Placed {o.created_at.slice(0, 10)} · paid by{' '}
              {o.payment_method === 'ach'
                ? 'ACH'
                : o.payment_method === 'net_30'
                  ? 'net 30 terms'
                  : 'card'}
            </Text>
            <Text>
              Shipping:{' '}
              {ShippingMethodLabels[o.shipping_method as ShippingMethod] ?? o.shipping_method}
            </Text>
            {o.waybill && (
              <Text data-testid="tracking">
                {o.tracking_supplier} · waybill {o.waybill}
              </Text>
            )}
            <Text mt="xs">
              Ship to {o.ship_to.full_name}, {o.ship_to.street}, {o.ship_to.city}, {o.ship_to.state}{' '}
              {o.ship_to.postal_code}
            </Text>
            {o.customer_name && <Text data-testid="order-customer">For {o.customer_name}</Text>}
            {o.billing_address && (
              <Text data-testid="order-billing">
                Billed to {o.billing_address.full_name}, {o.billing_address.street},{' '}
                {o.billing_address.city}, {o.billing_address.state} {o.billing_address.postal_code}
              </Text>
            )}
          </Paper>
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <TableHead columns={o.priced ? ['Item', 'Qty', 'Amount'] : ['Item', 'Qty']} />
              <Table.Tbody>
                {o.items.map((i) => (
                  <Table.Tr key={`${i.sku_number}-${i.product_data_type}`}>
                    <Table.Td>
                      {i.name}
                      {i.product_data_type === 2 ? ' (sample)' : ''}
                      <Text size="xs" c="dimmed">
                        {i.sku_number}
                      </Text>
                    </Table.Td>
                    <Table.Td>{i.count}</Table.Td>
                    {o.priced && <Table.Td>{formatMoney(i.line_total ?? 0)}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
        <Stack>
          {o.priced ? (
            <Paper withBorder p="md" data-testid="order-totals">
              {line('Subtotal', o.subtotal)}
              {(o.discount ?? 0) > 0 && line(`Coupon ${o.coupon_code ?? ''}`, -(o.discount ?? 0))}
              {line('Shipping', o.shipping)}
              {line('Tax', o.tax)}
              {line('Processing fee', o.processing_fee)}
              {line('Total', o.total, true)}
              {line('Paid', o.amount_paid)}
            </Paper>
          ) : (
            <Paper withBorder p="md" data-testid="order-unpriced">
              <Text size="sm">
                Your designer placed this order for you: its pricing and payment are on their
                account.
              </Text>
            </Paper>
          )}
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Timeline
            </Title>
            <List spacing="xs" data-testid="timeline">
              {o.timeline.map((e) => (
                <List.Item key={`${e.status}-${e.created_at}`}>
                  <Text size="sm" fw={600}>
                    {e.note || e.status}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {new Date(e.created_at).toLocaleString('en-US')}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Paper>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
