import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { RouteFallback } from '../../components/route-fallback';
import { BRAND } from '../../lib/current-brand';
import { notePage } from '../../lib/page-history';
import { useDocumentTitle } from '../use-document-title';
import classes from './app-layout.module.css';
import { BrandBar } from './brand-bar';
import { NavigationProgress } from './navigation-progress';
import { PromotionSlot } from './promotion-slot';
import { ScrollToTop } from './scroll-to-top';
import { ShellExtras } from './shell-extras';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The shell around every screen: brand bar, header, promotion, the screen, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle();
  useEffect(() => notePage(location.pathname + location.search), [location]);
  // The cross-site session page (decision 010) shows nothing: no shell around it. (A literal:
  // the contract's session-sync module would pull zod into the entry.)
  if (location.pathname === '/iframeMsg') return <Outlet />;

  return (
    <div className={classes.page} data-brand={BRAND}>
      <a href="#main" className={classes.skip}>
        {t('shell.skipToContent')}
      </a>
      <NavigationProgress />
      <BrandBar />
      <SiteHeader />
      <PromotionSlot />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<RouteFallback label={t('shell.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollToTop />
      <ScrollRestoration />
      <ShellExtras />
    </div>
  );
}
