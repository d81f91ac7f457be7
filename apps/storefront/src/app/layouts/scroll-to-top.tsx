import { Layout } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { useScrolledPast } from './use-scrolled-past';

const BackToTopButton = lazy(() => import('./back-to-top-button'));

/** The button back to the top, shown once the page is scrolled past 400 px (spec 2 and 9). */
export function ScrollToTop() {
  const shown = useScrolledPast(Layout.scrollToTopAfterPx);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  );
}
