import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, OrderStatusLabels } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { SmartLink } from '../../../components/smart-link';
import { type OrderScope, orderListQueryOptions } from '../api/orders-api';

/** Where each scope's full list lives (the route table's order routes). */
const LIST_PATHS: Record<OrderScope, string> = {
  personal: '/personalOrder',
  designer: '/designerOrder',
  customer: '/customerOrder',
  ffd: '/ffdOrder',
};

/**
 * The newest orders with their status, each linking to its detail, then the full list
 * (Personal Center's Orders tab). `shown` false: the view hides orders (browsing), no call made.
 */
export function RecentOrders({
  scope,
  shown = true,
  limit = 5,
}: {
  scope: OrderScope;
  shown?: boolean;
  limit?: number;
}) {
  const q = useQuery({ ...orderListQueryOptions(scope, 1), enabled: shown });
  if (!shown)
    return (
      <Text data-testid="orders-hidden">
        Orders are hidden in this view. Choose the designer view from the user menu to see them.
      </Text>
    );
  const orders = q.data?.list.slice(0, limit) ?? [];
  return (
    <Stack gap="sm" data-testid="recent-orders">
      {q.isPending && <Loader size="sm" aria-label="Loading orders" />}
      {q.isError && <Text role="alert">Sorry, the orders could not be loaded.</Text>}
      {q.data && orders.length === 0 && <Text>You don't have any orders yet</Text>}
      {orders.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {orders.map((o) => (
            <Paper component="li" withBorder p="sm" key={o.order_number} data-testid="recent-order">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <SmartLink to={`/orderDetail?order_number=${o.order_number}`}>
                    Order {o.order_number}
                  </SmartLink>
                  <Text size="sm" c="dimmed">
                    {o.created_at.slice(0, 10)} · {o.item_count} item{o.item_count === 1 ? '' : 's'}
                    {o.total === undefined ? '' : ` · ${formatMoney(o.total)}`}
                  </Text>
                </Stack>
                <Badge variant="light" data-testid="recent-order-status">
                  {OrderStatusLabels[o.status]}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {q.data && (
        <Button component={SmartLink} to={LIST_PATHS[scope]} variant="default" w="fit-content">
          {q.data.total > orders.length ? `All ${q.data.total} orders` : 'Open My Orders'}
        </Button>
      )}
    </Stack>
  );
}
