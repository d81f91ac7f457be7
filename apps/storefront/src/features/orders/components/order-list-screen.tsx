import { Badge, Button, Container, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import {
  formatMoney,
  OrderStatusLabels,
  type PaymentState,
  PaymentStateLabels,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';
import { TableHead } from '../../../components/table-head';
import { type OrderScope, orderListQueryOptions } from '../api/orders-api';

const TITLES: Record<OrderScope, string> = {
  personal: 'My Orders',
  designer: 'Designer Orders',
  customer: 'Customer Orders',
  ffd: 'My Orders',
};

/** personalOrder, designerOrder, customerOrder, ffdOrder: newest first, 20 a page. */
export function OrderListScreen({ scope }: { scope: OrderScope }) {
  const [page, setPage] = useState(1);
  const q = useQuery(orderListQueryOptions(scope, page));
  // Orders placed for a customer (CheckoutCust) name them in the designer's lists.
  const forCustomers = scope !== 'customer' && Boolean(q.data?.list.some((o) => o.customer_name));
  return (
    <Container size="lg" py="lg">
      <PageHeading mb="md">{TITLES[scope]}</PageHeading>
      {q.isPending && <Loader aria-label="Loading orders" />}
      {q.isError && <Text role="alert">Sorry, the orders could not be loaded.</Text>}
      {q.data && q.data.list.length === 0 && (
        <Paper withBorder p="lg">
          <Stack>
            <Text>You don't have any orders yet</Text>
            {scope === 'customer' ? (
              <Text c="dimmed">The orders your designer places for you will appear here.</Text>
            ) : (
              <Button component={SmartLink} to="/cart" w="fit-content">
                Go to cart
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      {q.data && q.data.list.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped data-testid="order-table">
              <TableHead
                columns={[
                  'Order',
                  'Date',
                  forCustomers && 'Customer',
                  'Status',
                  'Items',
                  'Total',
                  'Payment',
                ]}
              />
              <Table.Tbody>
                {q.data.list.map((o) => (
                  <Table.Tr key={o.order_number} data-testid={`order-row-${o.order_number}`}>
                    <Table.Td>
                      <SmartLink to={`/orderDetail?order_number=${o.order_number}`}>
                        {o.order_number}
                      </SmartLink>
                    </Table.Td>
                    <Table.Td>{o.created_at.slice(0, 10)}</Table.Td>
                    {forCustomers && <Table.Td>{o.customer_name ?? '—'}</Table.Td>}
                    <Table.Td>
                      <Badge variant="light">{OrderStatusLabels[o.status]}</Badge>
                    </Table.Td>
                    <Table.Td>{o.item_count}</Table.Td>
                    <Table.Td>{o.total === undefined ? '—' : formatMoney(o.total)}</Table.Td>
                    <Table.Td>
                      {PaymentStateLabels[o.payment_state as PaymentState] ?? o.payment_state}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {q.data.total > 20 && (
            <Group justify="center" mt="md">
              <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Text>
                Page {page} of {Math.ceil(q.data.total / 20)}
              </Text>
              <Button
                variant="default"
                disabled={page * 20 >= q.data.total}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </Group>
          )}
        </>
      )}
    </Container>
  );
}
