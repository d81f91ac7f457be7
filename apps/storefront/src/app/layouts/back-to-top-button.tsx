import { FLOATING_ATTRIBUTE } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import classes from './scroll-to-top.module.css';
import { ArrowUpIcon } from './shell-icons';

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The round button at the bottom right (loaded the first time the page is scrolled far). */
export default function BackToTopButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={classes.button}
      {...{ [FLOATING_ATTRIBUTE]: '' }}
      aria-label={t('shell.backToTop')}
      title={t('shell.backToTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' });
        // The button goes away at the top: keep keyboard focus at the start of the page.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
