import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CartMessages, CartRules, type ProductDetail, Timing } from '@portal/contract';
import { useState } from 'react';
import { CURRENT_BRAND } from '../../../lib/current-brand';
import { useAddToCart } from '../api/cart-api';
import classes from './cart.module.css';

/**
 * The product page's cart slot: quantity and Add to Cart; a sample of the site's own brand's
 * products. The server checks and prices everything; a refusal shows its errmsg (spec 8).
 */
export function AddToCart({ product }: { product: ProductDetail }) {
  const [count, setCount] = useState(1);
  const add = useAddToCart();
  const buyable = product.status === '1' && product.availability !== 'taken_down';
  const samples =
    CURRENT_BRAND.code !== 'FFD' && product.brand_id === CURRENT_BRAND.brandId && buyable;
  const submit = (sample: boolean) =>
    add.mutate(
      {
        sku_number: product.sku_number,
        number: sample ? 1 : count,
        product_data_type: sample ? 2 : 1,
      },
      {
        onSuccess: () =>
          notifications.show({
            // A sample is not a purchase: its own words, and when it ships (spec 9).
            message: sample ? CartMessages.sampleAdded : CartMessages.addSuccess,
            color: 'green',
            position: 'top-center',
            autoClose: Timing.alertMs,
          }),
      },
    );
  if (!buyable) return null;
  return (
    <Group gap="xs" data-testid="add-to-cart">
      <span className={classes.qty}>
        <Button
          size="compact-md"
          variant="default"
          aria-label="Fewer"
          disabled={count <= 1}
          onClick={() => setCount((n) => Math.max(1, n - 1))}
        >
          −
        </Button>
        <span className={classes.qtyValue} role="status" aria-label={`Quantity ${count}`}>
          {count}
        </span>
        <Button
          size="compact-md"
          variant="default"
          aria-label="More"
          disabled={count >= CartRules.lineCap}
          onClick={() => setCount((n) => Math.min(CartRules.lineCap, n + 1))}
        >
          +
        </Button>
      </span>
      <Button loading={add.isPending} onClick={() => submit(false)}>
        Add to Cart
      </Button>
      {samples && (
        <Button variant="light" disabled={add.isPending} onClick={() => submit(true)}>
          Request a Sample
        </Button>
      )}
    </Group>
  );
}
