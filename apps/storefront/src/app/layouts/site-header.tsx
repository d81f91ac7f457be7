import brand from '@brand';
import { Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Layout } from '@portal/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can, useGate } from '../../components/can';
import { SmartLink } from '../../components/smart-link';
import { AccountSwitch } from '../../features/identity/components/account-switch';
import { SearchBox } from '../../features/search/search-box';
import { BRAND, CURRENT_BRAND } from '../../lib/current-brand';
import { useNarrowViewport } from '../../lib/use-viewport';
import { routeForPath } from '../route-lookup';
import { MainNav } from './main-nav';
import { ProductMenuSlot } from './product-menu-slot';
import classes from './site-header.module.css';
import { useScrolledPast } from './use-scrolled-past';

const MobileMenu = lazy(() => import('./mobile-menu'));
const HeaderIcons = lazy(() => import('./header-icons'));

const canSignUp = Boolean(routeForPath(BRAND, '/register'));

const words = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
/**
 * The logo link's name starts with what it shows (WCAG 2.5.3, label in name): 'HOM, Home of
 * the Group home', but simply 'Caracole home' where the brand name already says it.
 */
export const logoLabel = (logoText: string, brandName: string, home: string) => {
  const inName = words(logoText).every((word) => words(brandName).includes(word));
  return inName ? home : `${logoText}, ${home}`;
};

/**
 * Logo, search, favourites, cart, the account corner and the brand's menu (a drawer on narrow
 * screens). Each part behind its role tag (spec 6). The header sticks below the brand bar,
 * which is exactly 40 px tall (30 px on narrow screens): it fixes after that much scrolling.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  /** The drawer's code loads on the first tap of the menu button. */
  const [menuUsed, setMenuUsed] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    close();
    burgerRef.current?.focus();
  };
  // Below the 992 px breakpoint of spec 9 the menu moves into a drawer.
  const narrow = useNarrowViewport();
  const fixed = useScrolledPast(narrow ? Layout.headerFixAfterMobilePx : Layout.headerFixAfterPx);
  const can = useGate();
  /** Favourites and cart: the space they take is kept while their code loads. */
  const icons = Number(can('favorites')) + Number(can('shopping_cart'));
  const signInLinks = brand.signInLinks ?? [{ label: t('shell.signIn'), to: '/login' }];

  const textLinks = (links: readonly { label: string; to: string }[], bar = false) =>
    links.map((link, i) => (
      <Button
        key={link.to}
        component={SmartLink}
        to={link.to}
        variant="subtle"
        color="dark"
        className={bar ? (i > 0 ? classes.wideOnly : classes.barButton) : undefined}
        onClick={close}
      >
        {link.label}
      </Button>
    ));
  /**
   * The visitor's links: in the bar (`bar`: on narrow screens only the first sign-in link and
   * Sign Up, compact) or in the drawer. Which of them show is CSS, not the viewport hook, so a
   * prerendered page whose layout guess was wrong (a tablet, a narrow desktop window) shows
   * the right ones at once and never moves when the script takes over.
   */
  const accountLinks = (bar: boolean) => (
    <AccountSwitch compact={bar && narrow} onNavigate={close}>
      {textLinks(signInLinks, bar)}
      {canSignUp && (
        <Button
          component={SmartLink}
          to="/register"
          variant="outline"
          className={bar ? classes.barButton : undefined}
          onClick={close}
        >
          {t('shell.signUp')}
        </Button>
      )}
      {brand.headerCta && (
        <Button
          component={SmartLink}
          to={brand.headerCta.to}
          className={bar ? classes.wideOnly : undefined}
          onClick={close}
        >
          {brand.headerCta.label}
        </Button>
      )}
    </AccountSwitch>
  );
  const search = (
    <SearchBox
      target={brand.search}
      label={t('shell.searchLabel')}
      hint={t('shell.searchHint')}
      onSearched={close}
      className={classes.search}
    />
  );
  const brandLinks = (
    <MainNav links={brand.nav} label={t('shell.mainMenu')} className={classes.nav} />
  );

  // The layout itself (burger, search row, menu bar) switches by CSS at the 62em breakpoint;
  // `narrow` only picks what need not be on the first screen (the drawer, the product menu).
  return (
    <header className={classes.header} data-fixed={fixed || undefined} data-testid="site-header">
      <div className={classes.top}>
        <Burger
          ref={burgerRef}
          opened={opened}
          onClick={() => {
            setMenuUsed(true);
            toggle();
          }}
          size="sm"
          className={classes.narrowOnly}
          aria-label={opened ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={opened}
          aria-controls="site-menu"
        />
        <Can tag="navigation_logo">
          <SmartLink
            to="/home"
            className={classes.logo}
            aria-label={logoLabel(
              brand.logoText,
              CURRENT_BRAND.name,
              t('shell.homeLink', { brand: CURRENT_BRAND.name }),
            )}
          >
            {brand.logoText}
          </SmartLink>
        </Can>
        {search}
        <Group gap={4} wrap="nowrap" className={classes.actions}>
          {icons > 0 && (
            <Suspense fallback={<span style={{ width: icons * 40, height: 40 }} />}>
              <HeaderIcons />
            </Suspense>
          )}
          {accountLinks(true)}
        </Group>
      </div>
      <Can tag="brand_menu">
        <div className={classes.menuBar}>
          {narrow ? brandLinks : <ProductMenuSlot fallback={brandLinks} />}
        </div>
      </Can>
      {narrow && menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={opened}
            onClose={closeMenu}
            onNavigate={close}
            title={brand.logoText}
            links={brand.nav}
            navLabel={t('shell.mainMenu')}
            closeLabel={t('shell.closeMenu')}
          >
            {accountLinks(false)}
          </MobileMenu>
        </Suspense>
      )}
    </header>
  );
}
