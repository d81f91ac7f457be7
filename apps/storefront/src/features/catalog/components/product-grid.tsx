import { type BrandCode, LIST_FIRST_ROW, type ProductCard as Product } from '@portal/contract';
import { type ReactNode, useDeferredValue } from 'react';
import { productHref } from '../../../lib/product-href';
import { ProductCard } from './product-card';
import classes from './product-grid.module.css';

interface ProductGridProps {
  products: readonly Product[];
  /**
   * How many of `products` to render now (`useCardPasses`); the rest hold their place as plain
   * boxes of a card's size. All of them when left out.
   */
  shown?: number;
  brand: BrandCode;
  signedIn: boolean;
  /** Cards of the previous page or filters, dimmed while the next ones load. */
  stale?: boolean;
  /** Below the fold (landing sections): every picture loads lazily. */
  lazyAll?: boolean;
  /** A card's action over its picture (app/: Add to project). */
  cardAction?: (product: Product) => ReactNode;
}

/** Cards loaded at once: the first row at the widest layout (4 columns). */
const EAGER = 4;

/**
 * Cards rendered before the first paint: the first screenful at every width. The rest of the page
 * (up to 48) renders right after it, plain boxes of a card's size holding their place, so a list
 * paints without waiting for cards nobody sees yet.
 */
const FIRST_PASS = 12;

/** useDeferredValue's first answer: no list has been rendered in full yet. */
const NOT_YET: readonly Product[] = [];

/**
 * How many of `products` to render now: the first screenful at once, all of them in a render
 * right after (useDeferredValue). Always cards of `products`, never of an earlier list: deferring
 * the list itself would keep the previous page's cards on screen, unmarked, for that render
 * (issue #19). `complete` says whether every card is rendered.
 */
export function useCardPasses(products: readonly Product[]): { shown: number; complete: boolean } {
  const rendered = useDeferredValue(products, NOT_YET);
  const complete = rendered === products || products.length <= FIRST_PASS;
  return { shown: complete ? products.length : FIRST_PASS, complete };
}

export function ProductGrid({
  products,
  shown = products.length,
  brand,
  signedIn,
  stale,
  lazyAll,
  cardAction,
}: ProductGridProps) {
  const pending = products.length - shown;
  return (
    <ul className={classes.grid} data-stale={stale || undefined} aria-busy={stale || undefined}>
      {products.slice(0, shown).map((product, index) => (
        <li key={product.sku_number}>
          <ProductCard
            product={product}
            href={productHref(brand, product.sku_number)}
            signedIn={signedIn}
            eager={!lazyAll && index < EAGER}
            priority={!lazyAll && index < LIST_FIRST_ROW}
            flashStock={brand === 'FFD'}
            action={cardAction?.(product)}
          />
        </li>
      ))}
      {pending > 0 &&
        Array.from({ length: pending }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={`pending-${i}`} className={classes.pending} data-card="" aria-hidden="true" />
        ))}
    </ul>
  );
}

/** A card's placeholder, with the card's exact proportions. */
function SkeletonCard({ flashStock }: { flashStock?: boolean }) {
  return (
    <li className={classes.skeleton} data-card="" aria-hidden="true">
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
