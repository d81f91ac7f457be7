import { lazy, Suspense } from 'react';
import { useCan } from '../../components/can';
import { useAddToCart } from '../../features/cart/api/cart-api';
import { BRAND } from '../../lib/current-brand';

const CaraEntry = lazy(async () => ({
  default: (await import('../../features/assistant/components/cara-entry')).CaraEntry,
}));

/** Only the cart's add, for Cara's cards (the app composes features). */
function useCaraCart() {
  const add = useAddToCart();
  return (sku: string) => add.mutateAsync({ sku_number: sku, number: 1, ai_source: 1 });
}

/**
 * Cara's floating entry (spec 4): on the Caracole sites' product pages, for roles tagged
 * AI_customer_service_page_entrance. Its code loads after the page, the panel on first click.
 */
export function CaraMount({ sku }: { sku?: string | undefined }) {
  const allowed = useCan('AI_customer_service_page_entrance');
  const canBuy = useCan('shopping_cart');
  const addToCart = useCaraCart();
  if (!allowed || (BRAND !== 'CA' && BRAND !== 'CA_DEALER')) return null;
  return (
    <Suspense fallback={null}>
      <CaraEntry pageSku={sku} addToCart={canBuy ? addToCart : undefined} />
    </Suspense>
  );
}
