import { Limits } from '@portal/contract';
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../components/can';
import { SmartLink } from '../../components/smart-link';
import { useStoredValue } from '../../lib/use-stored';
import classes from './header-icons.module.css';
import { BagIcon, HeartIcon } from './shell-icons';

const CartHeader = lazy(() => import('./cart-header'));

/** Opens while the pointer or the focus is inside `ref`; Escape closes. */
function useHoverOrFocus(
  ref: RefObject<HTMLElement | null>,
  set: (open: boolean) => void,
  shown: boolean,
) {
  useEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    const open = () => set(true);
    const close = () => set(false);
    const blur = (e: FocusEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) close();
    };
    const key = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const on: [string, EventListener][] = [
      ['mouseenter', open],
      ['mouseleave', close],
      ['focusin', open],
      ['focusout', blur as EventListener],
      ['keydown', key as EventListener],
    ];
    for (const [name, fn] of on) el.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of on) el.removeEventListener(name, fn);
    };
  }, [ref, set, shown]);
}

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
  // spec 4: no cart in communicate mode nor for a client agent's session.
  const communicate = useStoredValue('mode') === 'mibd_communicate';
  const agent = useStoredValue('clientAgentId');
  const [cartOpen, setCartOpen] = useState(false);
  const closeCart = () => setCartOpen(false);
  const cartRef = useRef<HTMLSpanElement>(null);
  const showCart = can('shopping_cart') && !communicate && !agent;
  useHoverOrFocus(cartRef, setCartOpen, showCart);
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
      {showCart && (
        <span ref={cartRef} className={classes.cartWrap}>
          <SmartLink
            to="/cart"
            className={classes.icon}
            aria-label={cartLabel}
            title={t('shell.cart')}
            onClick={() => {
              closeCart();
              onNavigate?.();
            }}
            data-testid="header-cart"
          >
            <BagIcon />
            {badge && (
              <span className={classes.count} aria-hidden="true" data-testid="cart-count">
                {badge}
              </span>
            )}
          </SmartLink>
          <Suspense fallback={null}>
            <CartHeader
              open={cartOpen}
              onNavigate={() => {
                closeCart();
                onNavigate?.();
              }}
            />
          </Suspense>
        </span>
      )}
    </>
  );
}
