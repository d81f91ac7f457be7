import { Text } from '@mantine/core';
import { formatMoney } from '@portal/contract';
import { useLocation } from 'react-router';
import { SmartLink } from '../../../components/smart-link';
import { BRAND } from '../../../lib/current-brand';
import { useStoredValue } from '../../../lib/use-stored';
import { CatalogTexts } from './catalog-texts';
import { FlashDealPrice } from './flash-deal-price';
import { type PriceFields, priceView } from './price-view';
import classes from './product-price.module.css';

interface ProductPriceProps {
  product: PriceFields;
  signedIn: boolean;
  size?: 'sm' | 'lg';
}

/** The login screen that comes back here afterwards (features/identity/login-redirect.ts). */
const loginHere = (path: string) => `/login?${new URLSearchParams({ redirect: path })}`;

/**
 * The price the server sent for this mode (a flash deal on FFD), 'Login to see your price'
 * (coming back here after sign-in), how browsing view shows prices, or nothing.
 */
export function ProductPrice({ product, signedIn, size = 'sm' }: ProductPriceProps) {
  const location = useLocation();
  const mode = useStoredValue('mode');
  const view = priceView(product, signedIn);
  if (product.flash_deal) return <FlashDealPrice deal={product.flash_deal} size={size} />;
  if (view.kind === 'none') {
    // Browsing view hides prices on purpose: say so, and where to change it (not on FFD).
    if (mode !== 'mibd_safe' || BRAND === 'FFD') return null;
    return (
      <Text component="p" className={classes.hint} data-size={size} data-testid="price-hidden">
        {CatalogTexts.browsingHidesPrices}{' '}
        <SmartLink
          to={`/selectMode?${new URLSearchParams({ redirect: `${location.pathname}${location.search}` })}`}
        >
          {CatalogTexts.switchView}
        </SmartLink>
      </Text>
    );
  }
  if (view.kind === 'login') {
    return (
      <SmartLink
        to={loginHere(`${location.pathname}${location.search}`)}
        className={classes.login}
        data-size={size}
        data-testid="price-login"
      >
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
        {formatMoney(view.price)}
      </Text>
      {view.msrp !== undefined && (
        <Text component="span" className={classes.msrp}>
          {CatalogTexts.msrp} {formatMoney(view.msrp)}
        </Text>
      )}
    </div>
  );
}
