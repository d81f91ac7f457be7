import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { CartLine } from '@portal/contract';
import { formatMoney } from '@portal/contract';
import type { ReactNode } from 'react';
import classes from './cart.module.css';

interface CartLineItemProps {
  line: CartLine;
  /** Quantity and remove controls (the /cart screen); the mini-cart shows the line only. */
  controls?: {
    busy: boolean;
    onCount: (count: number) => void;
    onRemove: () => void;
    /** More actions on the line (app/ fills in Move to project). */
    extra?: ReactNode;
  };
}

const kindLabel = (line: CartLine) => {
  if (line.product_data_type === 2) return 'Sample';
  if (line.customizable_type === 4) return 'COM';
  return line.customizable_type > 0 ? 'Customized' : null;
};

/**
 * One cart line (spec 3): picture, name, brand, kind, finish, fabric, notice, count, and the
 * server's unit price and amount when the role sees prices.
 */
export function CartLineItem({ line, controls }: CartLineItemProps) {
  const label = kindLabel(line);
  return (
    <div className={classes.line} data-testid="cart-line" data-sku={line.sku_number}>
      <img className={classes.image} src={line.image} alt="" loading="lazy" />
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
          <Text fw={600} size="sm" lineClamp={2}>
            {line.name}
          </Text>
          {line.amount !== undefined && (
            <Text size="sm" fw={600} data-testid="line-amount">
              {formatMoney(line.amount)}
            </Text>
          )}
        </Group>
        <Group gap={6}>
          {line.brand_name && (
            <Text size="xs" fw={600} data-testid="line-brand">
              {line.brand_name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {line.sku_number}
          </Text>
          {label && (
            <Badge size="xs" variant="light">
              {label}
            </Badge>
          )}
        </Group>
        {line.finishes.length > 0 && (
          <Text size="xs" data-testid="line-finish">
            Finish: {line.finishes.join(', ')}
          </Text>
        )}
        {line.fabric && (
          <Text size="xs">
            Fabric: {line.fabric.name} ({line.fabric.sku_number})
          </Text>
        )}
        {line.notice && (
          <Text size="xs" className={classes.notice} data-testid="line-notice">
            {line.notice}
          </Text>
        )}
        {controls && line.unit_price !== undefined && (
          <Text size="xs" data-testid="line-unit-price">
            {formatMoney(line.unit_price)} each
          </Text>
        )}
        {controls ? (
          <Group gap="sm" justify="space-between">
            <span className={classes.qty}>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`Fewer of ${line.name}`}
                disabled={controls.busy || line.count <= 1}
                onClick={() => controls.onCount(line.count - 1)}
              >
                −
              </Button>
              <span className={classes.qtyValue} aria-live="polite" data-testid="line-count">
                {line.count}
              </span>
              <Button
                size="compact-sm"
                variant="default"
                aria-label={`More of ${line.name}`}
                disabled={controls.busy || line.count >= 99}
                onClick={() => controls.onCount(line.count + 1)}
              >
                +
              </Button>
            </span>
            <Group gap={4}>
              {controls.extra}
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                disabled={controls.busy}
                onClick={controls.onRemove}
                aria-label={`Remove ${line.name}`}
              >
                Remove
              </Button>
            </Group>
          </Group>
        ) : (
          <Text size="xs">
            Qty {line.count}
            {line.unit_price !== undefined && ` × ${formatMoney(line.unit_price)}`}
          </Text>
        )}
      </Stack>
    </div>
  );
}
