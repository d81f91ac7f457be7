import type { BrandCode, ProductCard as Product } from '@portal/contract';
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
/** Cards whose picture is fetched first: the first row on a phone (2 columns). */
const FIRST = 2;

export function ProductGrid({ products, brand, signedIn, stale, lazyAll }: ProductGridProps) {
  return (
    <ul className={classes.grid} data-stale={stale || undefined} aria-busy={stale || undefined}>
      {products.map((product, index) => (
        <li key={product.sku_number}>
          <ProductCard
            product={product}
            href={productHref(brand, product.sku_number)}
            signedIn={signedIn}
            eager={!lazyAll && index < EAGER}
            priority={!lazyAll && index < FIRST}
            flashStock={brand === 'FFD'}
          />
        </li>
      ))}
    </ul>
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
        <li key={i} className={classes.skeleton} aria-hidden="true">
          <div className={classes.skMedia} />
          <div className={classes.skCategory} />
          <div className={classes.skName} />
          <div className={classes.skName} data-second />
          <div className={classes.skTag} />
          {flashStock && <div className={classes.skTag} />}
          <div className={classes.skPrice} />
        </li>
      ))}
    </ul>
  );
}
