import brand from '@brand';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../components/can';
import { SmartLink } from '../../components/smart-link';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { CURRENT_BRAND } from '../../lib/current-brand';
import { FooterDialogs } from './footer-dialogs';
import { KeepFallback } from './keep-fallback';
import classes from './site-footer.module.css';

const FooterMenus = lazy(() => import('./footer-menus'));
const DesignerCard = lazy(() => import('./designer-card'));

/** The site's own links, shown until the footer call answers (and if it cannot). */
const CARE_LINKS = [
  { key: 'contactUs', to: '/contactUs' },
  { key: 'warranty', to: '/warranty' },
  { key: 'refundPolicy', to: '/refundPolicy' },
  { key: 'cancellation', to: '/cancellation' },
] as const;
const LEGAL_LINKS = [
  { key: 'privacyPolicy', to: '/privacyPolicy' },
  { key: 'termsOfUse', to: '/TermsOfUse' },
  { key: 'salesTerms', to: '/salesTerms' },
  { key: 'cookiesPolicy', to: '/cookiesPolicy' },
] as const;

/**
 * Brand line, the footer groups of the site's menu call (role tag mibd_footer_whole_detail) and
 * the customer's designer (mibd_footer_designer_info), spec 6 and 7.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const can = useGate();
  // The site's footer groups load once the page is idle (its own links stand in until then), not
  // when the footer comes into view: they were swapped in after the reader got there (issue 18).
  const [near] = useAfterFirstPaint();
  const column = (title: string, links: readonly { key: string; to: string }[]) => (
    <nav aria-label={title} className={classes.group}>
      <p className={classes.heading}>{title}</p>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <SmartLink to={link.to} className={classes.link}>
              {t(`footer.${link.key}` as 'footer.contactUs')}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  const ownLinks = (
    <>
      {column(t('footer.customerCare'), CARE_LINKS)}
      {column(t('footer.legal'), LEGAL_LINKS)}
    </>
  );
  const lazyPart = (part: ReactNode, fallback: ReactNode) => (
    <KeepFallback fallback={fallback}>
      <Suspense fallback={fallback}>{part}</Suspense>
    </KeepFallback>
  );

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.columns}>
          <div className={classes.brand}>
            <p className={classes.logo}>{brand.logoText}</p>
            <p className={classes.tagline}>{CURRENT_BRAND.tagline}</p>
            <FooterDialogs />
          </div>
          {can('mibd_footer_whole_detail') &&
            (near ? lazyPart(<FooterMenus fallback={ownLinks} />, ownLinks) : ownLinks)}
        </div>
        {near && can('mibd_footer_designer_info') && lazyPart(<DesignerCard />, null)}
        <p className={classes.copyright}>
          © {new Date().getFullYear()} {CURRENT_BRAND.name}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
