import { cardImage, type ProductCard as Product } from '@portal/contract';
import type { ReactNode } from 'react';
import { SmartLink } from '../../../components/smart-link';
import classes from './product-card.module.css';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { StatusTag } from './status-tag';
import { flashStockNote } from './stock-note';

interface ProductCardProps {
  product: Product;
  href: string;
  signedIn: boolean;
  /** First row: loaded at once (the largest paint of the page), the rest lazily. */
  eager?: boolean;
  /** Fetched before other pictures (fetchpriority high). */
  priority?: boolean;
  /** The flash-deal site shows how many units are left (cash_stock). */
  flashStock?: boolean;
  /** An action over the picture (app/ fills in the workspace's Add to project). */
  action?: ReactNode;
}

/** A product in a list: picture, name, status tag, price by role. */
export function ProductCard(props: ProductCardProps) {
  const { product, href, signedIn, eager, priority, flashStock, action } = props;
  const stock = flashStock ? flashStockNote(product.cash_stock) : null;
  return (
    <article
      className={classes.card}
      data-card=""
      data-testid="product-card"
      data-sku={product.sku_number}
    >
      <SmartLink to={href} className={classes.link}>
        <div className={classes.media}>
          <ProductImage
            className={classes.image}
            {...cardImage(product.image)}
            width={300}
            height={225}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
          {product.on_sale && <span className={classes.sale}>Sale</span>}
        </div>
        <span className={classes.category}>
          {product.collection_name
            ? `${product.collection_name} · ${product.category}`
            : product.category}
        </span>
        <h3 className={classes.name}>{product.name}</h3>
      </SmartLink>
      {action && <div className={classes.action}>{action}</div>}
      {/* FFD sells from cash stock: its line replaces the warehouse tag (never both). */}
      {!stock && (
        <div className={classes.meta}>
          <StatusTag tag={product.status_tag} />
        </div>
      )}
      {stock && (
        <div className={classes.meta}>
          <span className={classes.stock} data-tone={stock.tone} data-testid="flash-stock">
            {stock.text}
          </span>
        </div>
      )}
      <ProductPrice product={product} signedIn={signedIn} />
    </article>
  );
}
