import { lazy, type ReactNode, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { KeepFallback } from './keep-fallback';

const loadHost = () => import('./product-menu-host');
const ProductMenuHost = lazy(loadHost);

interface ProductMenuSlotProps {
  /** The brand's own links: shown until the product menu arrives, and if it cannot. */
  fallback: ReactNode;
  variant?: 'bar' | 'drawer';
  onNavigate?: () => void;
}

/**
 * The header's product menu (features/catalog), loaded lazily: its code and its call wait until
 * the page has loaded, or until the pointer reaches the links it replaces. The drawer asks for
 * it at once (it opens on a tap).
 */
export function ProductMenuSlot({ fallback, variant = 'bar', onNavigate }: ProductMenuSlotProps) {
  const [ready, wake] = useAfterFirstPaint(variant === 'drawer');
  return (
    <div onPointerEnter={ready ? undefined : wake}>
      {ready ? (
        <KeepFallback fallback={fallback}>
          <Suspense fallback={fallback}>
            <ProductMenuHost variant={variant} fallback={fallback} onNavigate={onNavigate} />
          </Suspense>
        </KeepFallback>
      ) : (
        fallback
      )}
    </div>
  );
}
