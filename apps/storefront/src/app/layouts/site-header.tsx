import brand from '@brand';
import { Burger, Button, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '../../components/smart-link';
import { AccountSwitch } from '../../features/auth/components/account-switch';
import { SearchBox } from '../../features/search/search-box';
import { BRAND, CURRENT_BRAND } from '../../lib/current-brand';
import { routeForPath } from '../route-lookup';
import { MainNav } from './main-nav';
import { ProductMenuSlot } from './product-menu-slot';
import classes from './site-header.module.css';

const MobileMenu = lazy(() => import('./mobile-menu'));

/** Below the 992 px breakpoint of spec 9 the menu moves into a drawer. */
const NARROW = '(max-width: 61.99em)';

/** Logo, search, account links and the menu (a drawer on narrow screens). */
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
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const canSignUp = Boolean(routeForPath(BRAND, '/register'));

  const accountLinks = (
    <AccountSwitch onNavigate={close}>
      <Button component={SmartLink} to="/login" variant="subtle" color="dark" onClick={close}>
        {t('shell.signIn')}
      </Button>
      {canSignUp && (
        <Button component={SmartLink} to="/register" variant="outline" onClick={close}>
          {t('shell.signUp')}
        </Button>
      )}
      {brand.headerCta && (
        <Button component={SmartLink} to={brand.headerCta.to} onClick={close}>
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

  return (
    <header className={classes.header}>
      <div className={classes.top}>
        {narrow && (
          <Burger
            ref={burgerRef}
            opened={opened}
            onClick={() => {
              setMenuUsed(true);
              toggle();
            }}
            size="sm"
            aria-label={opened ? t('shell.closeMenu') : t('shell.openMenu')}
            aria-expanded={opened}
            aria-controls="site-menu"
          />
        )}
        <SmartLink
          to="/home"
          className={classes.logo}
          aria-label={t('shell.homeLink', { brand: CURRENT_BRAND.name })}
        >
          {brand.logoText}
        </SmartLink>
        {narrow && (
          <AccountSwitch compact>
            <Button
              component={SmartLink}
              to="/login"
              variant="subtle"
              color="dark"
              size="compact-sm"
            >
              {t('shell.signIn')}
            </Button>
          </AccountSwitch>
        )}
        {!narrow && search}
        {!narrow && (
          <Group gap="xs" wrap="nowrap">
            {accountLinks}
          </Group>
        )}
      </div>
      {narrow ? (
        <div className={classes.narrowSearch}>{search}</div>
      ) : (
        <ProductMenuSlot
          fallback={
            <MainNav links={brand.nav} label={t('shell.mainMenu')} className={classes.nav} />
          }
        />
      )}
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
            {accountLinks}
          </MobileMenu>
        </Suspense>
      )}
    </header>
  );
}
