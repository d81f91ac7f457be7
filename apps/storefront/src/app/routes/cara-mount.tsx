import { lazy, Suspense } from 'react';
import { useCan } from '../../components/can';
import { useAddToCart } from '../../features/cart/api/cart-api';
import { BRAND } from '../../lib/current-brand';
import { useStoredValue } from '../../lib/use-stored';

const CaraEntry = lazy(async () => ({
  default: (await import('../../features/assistant/components/cara-entry')).CaraEntry,
}));

/** Build mode is the brand slug: other brands drop the import. */
const onCaSites = import.meta.env.MODE === 'ca' || import.meta.env.MODE === 'ca-dealer';
const ChatCaseNotices = onCaSites
  ? lazy(async () => ({
      default: (await import('./visualization-screens')).visualizationParts.ChatCaseNotices,
    }))
  : null;

/** Only the cart's add, for Cara's cards (the app composes features). */
function useCaraCart() {
  const add = useAddToCart();
  return (sku: string) => add.mutateAsync({ sku_number: sku, number: 1, ai_source: 1 });
}

/**
 * Cara's floating entry (spec 4): on the Caracole sites' product pages, for roles tagged
 * AI_customer_service_page_entrance. Its code loads after the page, the panel on first click.
 * Beside it, the notices of visualizations started from the chat (spec 4: sources 4 and 5 are
 * announced where the chat is), for signed-in users who have visualizations.
 */
export function CaraMount({ sku }: { sku?: string | undefined }) {
  const allowed = useCan('AI_customer_service_page_entrance');
  const canBuy = useCan('shopping_cart');
  const mayVisualize = useCan('AI_design_scheme_list');
  const signedIn = Boolean(useStoredValue('token'));
  const addToCart = useCaraCart();
  if (!allowed || (BRAND !== 'CA' && BRAND !== 'CA_DEALER')) return null;
  return (
    <>
      <Suspense fallback={null}>
        <CaraEntry pageSku={sku} addToCart={canBuy ? addToCart : undefined} />
      </Suspense>
      {signedIn && mayVisualize && ChatCaseNotices && (
        <Suspense fallback={null}>
          <ChatCaseNotices />
        </Suspense>
      )}
    </>
  );
}
