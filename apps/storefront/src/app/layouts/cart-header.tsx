import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { CartSync } from '../../features/cart/components/cart-sync';
import { queryClient } from '../query-client';

const MiniCart = lazy(() => import('../../features/cart/components/mini-cart'));

/**
 * The header's cart behind the icon, with the app's data cache (the shell sits outside the
 * screens' provider): the count kept in step with the one cart, and the mini-cart, fetched the
 * first time it opens. Loaded on its own, after the header icons (header-icons.tsx).
 */
export default function CartHeader({
  open,
  onNavigate,
}: {
  open: boolean;
  onNavigate: () => void;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartSync />
      {open && (
        <Suspense fallback={null}>
          <MiniCart onNavigate={onNavigate} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
