import { Anchor, Image, Modal, Stack, Text } from '@mantine/core';
import type { ChatProduct } from '@portal/contract';
import { formatMoney } from '@portal/contract';

/** The product dialog of the chat panel (spec 2): facts, price as the role allows, the page. */
export function ProductDialog({
  product,
  onClose,
}: {
  product: ChatProduct | null;
  onClose: () => void;
}) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={product !== null}
      onClose={onClose}
      title={product?.name ?? ''}
      zIndex={2005}
      centered
    >
      {product && (
        <Stack gap="xs">
          <Image src={product.image} alt={product.name} h={220} fit="contain" />
          <Text size="sm">
            {product.category}
            {product.collection_name ? ` · ${product.collection_name} collection` : ''}
          </Text>
          <Text size="sm">
            {product.product_width}" W x {product.product_length}" D x {product.product_height}" H
          </Text>
          {product.product_price_about && (
            <Text fw={600}>{formatMoney(product.product_price_about.final_price)}</Text>
          )}
          {product.status_tag && <Text size="sm">{product.status_tag}</Text>}
          <Text size="sm">{product.reason}</Text>
          <Anchor
            href={`/page/products/product-${encodeURIComponent(product.sku_number)}.html?source=llm`}
          >
            View product page
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
