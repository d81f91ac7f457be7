import brand from '@brand';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '../../components/smart-link';
import { CURRENT_BRAND } from '../../lib/current-brand';
import classes from './site-footer.module.css';

const CARE_LINKS = [
  { key: 'contactUs', to: '/contactUs' },
  { key: 'warranty', to: '/warranty' },
  { key: 'refundPolicy', to: '/refundPolicy' },
  { key: 'cancellation', to: '/cancellation' },
] as const;
const LEGAL_LINKS = [
  { key: 'privacyPolicy', to: '/privacyPolicy' },
  { key: 'termsOfUse', to: '/TermsOfUse' },
  { key: 'cookiesPolicy', to: '/cookiesPolicy' },
] as const;

/** Brand line, customer care and the legal texts. */
export function SiteFooter() {
  const { t } = useTranslation();
  const column = (title: string, links: readonly { key: string; to: string }[]) => (
    <nav aria-label={title}>
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

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.columns}>
          <div>
            <p className={classes.logo}>{brand.logoText}</p>
            <p className={classes.tagline}>{CURRENT_BRAND.tagline}</p>
          </div>
          {column(t('footer.customerCare'), CARE_LINKS)}
          {column(t('footer.legal'), LEGAL_LINKS)}
        </div>
        <p className={classes.copyright}>
          © {new Date().getFullYear()} {CURRENT_BRAND.name}. {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
