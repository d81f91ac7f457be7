import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { KeepFallback } from './keep-fallback';

const loadHost = () => import('./product-menu-host');
const ProductMenuHost = lazy(loadHost);

interface ProductMenuSlotProps {
  /** The brand's own links: shown until the product menu arrives, and if it cannot. */
  fallback: ReactNode;
  variant?: 'bar' | 'drawer';
  onNavigate?: () => void;
}

/** True once the page has loaded and the browser is idle: the menu waits behind the screen. */
function useAfterLoad(now: boolean): [boolean, () => void] {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    const idle = () =>
      (window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 300)))(() =>
        setReady(true),
      );
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener('load', idle);
  }, [ready]);
  return [ready, () => setReady(true)];
}

/**
 * The header's product menu (features/catalog), loaded lazily: its code and its call wait until
 * the page has loaded, or until the pointer reaches the links it replaces. The drawer asks for
 * it at once (it opens on a tap).
 */
export function ProductMenuSlot({ fallback, variant = 'bar', onNavigate }: ProductMenuSlotProps) {
  const [ready, wake] = useAfterLoad(variant === 'drawer');
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
