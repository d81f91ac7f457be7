import brand from '@brand';
import { lazy, Suspense } from 'react';
import classes from './app-layout.module.css';

const PromotionBanner = lazy(() => import('./promotion-banner'));

/** ART's banner under the header, loaded on its own; its room is kept meanwhile (no shift). */
export function PromotionSlot() {
  if (!brand.promotion) return null;
  return (
    <Suspense fallback={<div className={classes.promotionSlot} />}>
      <PromotionBanner />
    </Suspense>
  );
}
