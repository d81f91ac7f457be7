import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { type CartLine, CartMessages, formatMoney } from '@portal/contract';
import type { ReactNode } from 'react';
import { useCan } from '../../../components/can';
import { PageHeading } from '../../../components/page-heading';
import { SmartLink } from '../../../components/smart-link';
import { useChangeCount, useMoveToProject, useRemoveLine } from '../api/cart-api';
import classes from './cart.module.css';
import { CartLineItem } from './cart-line-item';
import { CheckoutButtons } from './checkout-buttons';
import { useCart } from './use-cart';

/**
 * /cart (spec 2): every line of the one cart, whichever brand it came from; quantities, removal,
 * the totals the role shows, and the split checkout buttons. Communicate mode browses only.
 */
export function CartScreen({
  lineAction,
}: {
  /** A product line's extra action, given the move call (app/: the workspace's project picker). */
  lineAction?: (line: CartLine, move: (projectId: number) => Promise<unknown>) => ReactNode;
}) {
  const { data, isPending, isError, refetch, guest, mayCheckout, hasCart } = useCart();
  const canChooseMode = useCan('mode');
  const change = useChangeCount();
  const remove = useRemoveLine();
  const moveLine = useMoveToProject();
  const busy = change.isPending || remove.isPending;

  return (
    <Container size="lg" py={40}>
      <PageHeading mb="lg">Shopping Cart</PageHeading>
      {!hasCart ? (
        <Stack gap="sm" align="flex-start" data-testid="cart-needs-designer-view">
          {canChooseMode ? (
            <>
              <Text>The cart is kept in designer view, where trade prices are shown.</Text>
              <Button component={SmartLink} to="/selectMode?redirect=%2Fcart">
                Select view mode
              </Button>
            </>
          ) : (
            // A customer's account has no cart and no other view: their designer orders.
            <Text>Your designer places orders for you; they appear in your orders.</Text>
          )}
        </Stack>
      ) : isPending ? (
        <Group justify="center" p="xl">
          <Loader aria-label="Loading the cart" />
        </Group>
      ) : isError ? (
        <Alert color="red" title="The cart could not be loaded">
          <Button size="compact-sm" variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !data.list.length ? (
        <Stack gap="sm" align="flex-start" data-testid="cart-empty">
          <Text>{CartMessages.empty}</Text>
          <Anchor component={SmartLink} to="/home">
            Continue shopping
          </Anchor>
        </Stack>
      ) : (
        <div className={classes.layout}>
          <section aria-label="Cart lines">
            {data.list.map((line) => (
              <CartLineItem
                key={`${line.id}-${line.sku_number}`}
                line={line}
                controls={{
                  busy,
                  onCount: (number) => change.mutate({ id: line.id, sku: line.sku_number, number }),
                  onRemove: () => remove.mutate({ id: line.id, sku: line.sku_number }),
                  extra:
                    lineAction && line.product_data_type === 1 && !guest
                      ? lineAction(line, (project_id) =>
                          moveLine.mutateAsync({ id: line.id, project_id }),
                        )
                      : null,
                }}
              />
            ))}
          </section>
          <aside className={classes.summary} aria-label="Cart summary">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text>Items</Text>
                <Text fw={600} data-testid="cart-total">
                  {data.total}
                </Text>
              </Group>
              {data.subtotal !== undefined && (
                <Group justify="space-between">
                  <Text>Subtotal</Text>
                  <Text fw={700} data-testid="cart-subtotal">
                    {formatMoney(data.subtotal)}
                  </Text>
                </Group>
              )}
              <Text size="xs" c="dimmed">
                Shipping, tax and fees are calculated at checkout. Unavailable items are left out.
              </Text>
              {mayCheckout ? (
                <CheckoutButtons state={data} guest={guest} size="md" />
              ) : (
                <Text size="sm">Checkout is not available in this view mode.</Text>
              )}
            </Stack>
          </aside>
        </div>
      )}
    </Container>
  );
}
