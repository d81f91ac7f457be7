import { Limits } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../components/can';
import { SmartLink } from '../../components/smart-link';
import { useStoredValue } from '../../lib/use-stored';
import classes from './header-icons.module.css';
import { BagIcon, HeartIcon } from './shell-icons';

/** The count on the cart icon (spec 4): none for 0, an ellipsis above 99. */
export const cartBadge = (count: number | null): string | null => {
  if (!count || count < 1) return null;
  return count > Limits.cartCountCap ? '...' : String(count);
};

/**
 * Favourites and cart, each behind its role tag; the count is the stored shoppingCartNum.
 * Loaded on its own (site-header.tsx): a visitor's first visit shows neither.
 */
export default function HeaderIcons({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const can = useGate();
  const count = useStoredValue('shoppingCartNum');
  const badge = cartBadge(count);
  const cartLabel = !badge
    ? t('shell.cart')
    : badge === '...'
      ? t('shell.cartCountOver', { count: Limits.cartCountCap })
      : t('shell.cartCount', { count: count ?? 0 });
  return (
    <>
      {can('favorites') && (
        <SmartLink
          to="/my-favorites"
          className={classes.icon}
          aria-label={t('shell.favorites')}
          title={t('shell.favorites')}
          onClick={onNavigate}
        >
          <HeartIcon />
        </SmartLink>
      )}
      {can('shopping_cart') && (
        <SmartLink
          to="/cart"
          className={classes.icon}
          aria-label={cartLabel}
          title={t('shell.cart')}
          onClick={onNavigate}
          data-testid="header-cart"
        >
          <BagIcon />
          {badge && (
            <span className={classes.count} aria-hidden="true" data-testid="cart-count">
              {badge}
            </span>
          )}
        </SmartLink>
      )}
    </>
  );
}
