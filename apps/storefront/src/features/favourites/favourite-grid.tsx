import type { ReactNode } from 'react';
import classes from './favourites.module.css';
import type { FavouriteProduct } from './favourites-api';

export type RenderCard = (product: FavouriteProduct) => ReactNode;

/** Products of a list, each drawn by the app's product card, with an action below it. */
export function FavouriteGrid(props: {
  products: readonly FavouriteProduct[];
  renderCard: RenderCard;
  label: string;
  action?: (product: FavouriteProduct) => ReactNode;
}) {
  const { products, renderCard, label, action } = props;
  return (
    <ul className={classes.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.sku_number} className={classes.tile} data-testid="favourite-item">
          {renderCard(product)}
          {action?.(product)}
        </li>
      ))}
    </ul>
  );
}
