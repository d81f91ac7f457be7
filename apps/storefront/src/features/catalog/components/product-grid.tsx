import { type BrandCode, LIST_FIRST_ROW, type ProductCard as Product } from '@portal/contract';
import { useDeferredValue } from 'react';
import { productHref } from '../../../lib/product-href';
import { ProductCard } from './product-card';
import classes from './product-grid.module.css';

interface ProductGridProps {
  products: readonly Product[];
  brand: BrandCode;
  signedIn: boolean;
  /** Dimmed while the next page or filter loads. */
  stale?: boolean;
  /** Below the fold (landing sections): every picture loads lazily. */
  lazyAll?: boolean;
}

/** Cards loaded at once: the first row at the widest layout (4 columns). */
const EAGER = 4;

/**
 * Cards rendered before the first paint: the first screenful at every width. The rest of the page
 * (up to 48) renders right after it, plain boxes of a card's size holding their place, so a list
 * paints without waiting for cards nobody sees yet.
 */
const FIRST_PASS = 12;

export function ProductGrid({ products, brand, signedIn, stale, lazyAll }: ProductGridProps) {
  const shown = useDeferredValue(products, products.slice(0, FIRST_PASS));
  const pending = products.length - shown.length;
  return (
    <ul className={classes.grid} data-stale={stale || undefined} aria-busy={stale || undefined}>
      {shown.map((product, index) => (
        <li key={product.sku_number}>
          <ProductCard
            product={product}
            href={productHref(brand, product.sku_number)}
            signedIn={signedIn}
            eager={!lazyAll && index < EAGER}
            priority={!lazyAll && index < LIST_FIRST_ROW}
            flashStock={brand === 'FFD'}
          />
        </li>
      ))}
      {pending > 0 &&
        Array.from({ length: pending }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={`pending-${i}`} className={classes.pending} aria-hidden="true" />
        ))}
    </ul>
  );
}

/** A card's placeholder, with the card's exact proportions. */
function SkeletonCard({ flashStock }: { flashStock?: boolean }) {
  return (
    <li className={classes.skeleton} aria-hidden="true">
      <div className={classes.skMedia} />
      <div className={classes.skCategory} />
      <div className={classes.skName} />
      <div className={classes.skName} data-second />
      <div className={classes.skTag} />
      {flashStock && <div className={classes.skTag} />}
      <div className={classes.skPrice} />
    </li>
  );
}

interface SkeletonProps {
  count?: number;
  label: string;
  flashStock?: boolean;
}

/** Placeholders with the cards' exact proportions, so nothing moves when the cards arrive. */
export function ProductGridSkeleton({ count = 12, label, flashStock }: SkeletonProps) {
  return (
    <ul className={classes.grid} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SkeletonCard key={i} flashStock={flashStock} />
      ))}
    </ul>
  );
}
