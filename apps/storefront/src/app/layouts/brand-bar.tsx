import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_SITES, brandSiteUrl, CURRENT_BRAND } from '../../lib/current-brand';
import classes from './brand-bar.module.css';

/** The strip above the header that switches brand sites (full page loads to other origins). */
export function BrandBar() {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  // On narrow screens the bar scrolls sideways: bring this site's name into view.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current]');
    if (list && current && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, []);
  return (
    <nav className={classes.bar} aria-label={t('shell.brandBar')}>
      <ul className={classes.list} ref={listRef}>
        {BRAND_SITES.map((site) => (
          <li key={site.code}>
            {site.code === CURRENT_BRAND.code ? (
              <span className={classes.current} aria-current="true" title={t('shell.currentSite')}>
                {site.name}
              </span>
            ) : (
              <a className={classes.link} href={brandSiteUrl(site, window.location)}>
                {site.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
