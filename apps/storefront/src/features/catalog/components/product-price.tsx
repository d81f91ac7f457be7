import { Text } from '@mantine/core';
import { SmartLink } from '../../../components/smart-link';
import { CatalogTexts } from './catalog-texts';
import { formatPrice, type PriceFields, priceView } from './price-view';
import classes from './product-price.module.css';

interface ProductPriceProps {
  product: PriceFields;
  signedIn: boolean;
  size?: 'sm' | 'lg';
}

/** The price the server sent for this mode, 'Login to see your price', or nothing. */
export function ProductPrice({ product, signedIn, size = 'sm' }: ProductPriceProps) {
  const view = priceView(product, signedIn);
  if (view.kind === 'none') return null;
  if (view.kind === 'login') {
    return (
      <SmartLink to="/login" className={classes.login} data-size={size} data-testid="price-login">
        {CatalogTexts.loginToSeePrice}
      </SmartLink>
    );
  }
  return (
    <div className={classes.price} data-size={size} data-testid="product-price">
      <Text component="span" className={classes.amount}>
        {view.msrp !== undefined && (
          <span className={classes.label}>{CatalogTexts.yourPrice} </span>
        )}
        {formatPrice(view.price)}
      </Text>
      {view.msrp !== undefined && (
        <Text component="span" className={classes.msrp}>
          {CatalogTexts.msrp} {formatPrice(view.msrp)}
        </Text>
      )}
    </div>
  );
}
