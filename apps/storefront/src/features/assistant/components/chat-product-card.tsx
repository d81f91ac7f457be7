import { Button, Group, Text } from '@mantine/core';
import {
  AssistantMessages,
  ChatButtonType,
  ChatMessageType,
  type ChatProduct,
  formatMoney,
  Source,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { logEvent } from '../api/assistant-api';
import classes from './cara.module.css';

export interface CardActions {
  /** Asks for more like this (6) or pairings (7) of a product; button type 1. */
  ask: (type: number, sku: string) => void;
  /** Where 'Click to view' (button type 2) scrolls, per button. */
  views: Record<string, string>;
  view: (blockId: string) => void;
  open: (product: ChatProduct) => void;
  addToCart?: ((sku: string) => Promise<unknown>) | undefined;
  disabled: boolean;
}

export const buttonKey = (type: number, sku: string) => `${type}:${sku}`;

/** A recommended product: picture, name, price as the role allows, why, and its actions. */
export function ChatProductCard({
  product,
  actions,
}: {
  product: ChatProduct;
  actions: CardActions;
}) {
  const price = product.product_price_about?.final_price;
  const add = useMutation({
    mutationFn: async () => {
      await actions.addToCart?.(product.sku_number);
      logEvent('add_shopping_cart', product.sku_number);
    },
  });
  const relatedButton = (type: number, label: string) => {
    const key = buttonKey(type, product.sku_number);
    const target = actions.views[key];
    // Button type 1 asks; once answered it is type 2, 'Click to view'.
    return target ? (
      <Button
        size="compact-xs"
        variant="light"
        data-button-type={ChatButtonType.view}
        onClick={() => actions.view(target)}
      >
        {AssistantMessages.clickToView}
      </Button>
    ) : (
      <Button
        size="compact-xs"
        variant="default"
        data-button-type={ChatButtonType.request}
        disabled={actions.disabled}
        onClick={() => actions.ask(type, product.sku_number)}
      >
        {label}
      </Button>
    );
  };
  return (
    <article className={classes.card} data-testid="cara-product" data-sku={product.sku_number}>
      <button
        type="button"
        className={classes.cardImage}
        onClick={() => actions.open(product)}
        aria-label={`Details of ${product.name}`}
      >
        <img src={product.image} alt="" loading="lazy" />
      </button>
      <Text size="sm" fw={600} lineClamp={2}>
        {product.name}
      </Text>
      {price !== undefined && (
        <Text size="sm" data-testid="cara-price">
          {formatMoney(price)}
        </Text>
      )}
      <Text className={classes.reason}>{product.reason}</Text>
      <Group gap={4}>
        <Button
          size="compact-xs"
          variant="outline"
          component="a"
          href={`/visualizations?sku_number=${encodeURIComponent(product.sku_number)}&source=${Source.chatReplace}`}
        >
          Visualize
        </Button>
        {relatedButton(ChatMessageType.moreLikeThis, 'More like this')}
        {relatedButton(ChatMessageType.pairings, 'Pairs with')}
        {actions.addToCart && product.status === '1' && (
          <Button
            size="compact-xs"
            loading={add.isPending}
            onClick={() => add.mutate()}
            data-testid="cara-add-to-cart"
          >
            {add.isSuccess ? 'Added' : 'Add to cart'}
          </Button>
        )}
      </Group>
      {add.error && (
        <Text size="xs" c="red.8" role="alert">
          {add.error.message}
        </Text>
      )}
    </article>
  );
}
