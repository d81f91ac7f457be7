import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND_SITES, brandSiteUrl, CURRENT_BRAND } from '../../lib/current-brand';
import { pageOrigin } from '../../lib/page-location';
import classes from './brand-bar.module.css';

/** The strip above the header that switches brand sites (full page loads to other origins). */
export function BrandBar() {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  // On narrow screens the bar scrolls sideways: bring this site's name into view. Measured in
  // the next frame, where the page is laid out for painting anyway: measuring in the effect
  // forced an extra layout of the whole page before its first paint.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const current = list?.querySelector<HTMLElement>('[aria-current]');
      if (list && current && list.scrollWidth > list.clientWidth) {
        list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
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
              <a className={classes.link} href={brandSiteUrl(site, pageOrigin())}>
                {site.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
