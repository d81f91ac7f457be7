import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { CartMessages, formatMoney } from '@portal/contract';
import { SmartLink } from '../../../components/smart-link';
import classes from './cart.module.css';
import { CartLineItem } from './cart-line-item';
import { CheckoutButtons } from './checkout-buttons';
import { useCart } from './use-cart';

/**
 * The mini-cart under the header's cart icon (spec 4), loaded when first opened: the lines, the
 * FFD notices, the subtotal the role shows and the checkout buttons.
 */
export default function MiniCart({ onNavigate }: { onNavigate?: () => void }) {
  const { data, isPending, isError, refetch, guest, mayCheckout } = useCart();
  return (
    <section className={classes.panel} aria-label="Shopping cart preview" data-testid="mini-cart">
      {isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading the cart" />
        </Group>
      ) : isError ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">The cart could not be loaded.</Text>
          <Button size="compact-sm" variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      ) : !data.list.length ? (
        <Text size="sm" data-testid="mini-cart-empty">
          {CartMessages.empty}
        </Text>
      ) : (
        <Stack gap="sm">
          {/* Scrolls when long: focusable so a keyboard can scroll it (axe scrollable-region). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus */}
          <section className={classes.panelList} tabIndex={0} aria-label="Cart lines">
            {data.list.map((line) => (
              <CartLineItem key={`${line.id}-${line.sku_number}`} line={line} />
            ))}
          </section>
          {data.subtotal !== undefined && (
            <Group justify="space-between">
              <Text size="sm">Subtotal</Text>
              <Text size="sm" fw={700}>
                {formatMoney(data.subtotal)}
              </Text>
            </Group>
          )}
          {mayCheckout && <CheckoutButtons state={data} guest={guest} onNavigate={onNavigate} />}
          <Anchor component={SmartLink} to="/cart" size="sm" onClick={onNavigate}>
            View cart
          </Anchor>
        </Stack>
      )}
    </section>
  );
}
