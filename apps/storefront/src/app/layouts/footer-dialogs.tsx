import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogClose } from '../../features/content/dialogs/about-dialog';
import { CURRENT_BRAND } from '../../lib/current-brand';
import classes from './site-footer.module.css';

// The dialogs' code (Mantine's Modal and a form) loads on the first click.
const AboutDialog = lazy(() =>
  import('../../features/content/dialogs/about-dialog').then((m) => ({ default: m.AboutDialog })),
);
const ContactDialog = lazy(() =>
  import('../../features/content/dialogs/contact-dialog').then((m) => ({
    default: m.ContactDialog,
  })),
);

type Open = 'about' | 'contact' | null;

/** The About and Contact dialogs of spec 2, opened from the footer's brand column. */
export function FooterDialogs() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [used, setUsed] = useState<Open[]>([]);
  // The button that opened a dialog gets the focus back (a dialog mounted already open does
  // not know it).
  const opener = useRef<HTMLButtonElement | null>(null);
  const giveBack = useRef(true);
  const show = (which: Exclude<Open, null>, button: HTMLButtonElement) => {
    opener.current = button;
    setUsed((list) => (list.includes(which) ? list : [...list, which]));
    setOpen(which);
  };
  const close = (how?: DialogClose) => {
    giveBack.current = how !== 'left';
    setOpen(null);
  };
  // Once the dialog has gone, not in the next frame: a key pressed right after it opened can
  // close it before its focus trap's deferred first focus runs, which then took the focus back
  // into the closing dialog, and lost it when the dialog left (a journey saw it now and then).
  // Only when the reader dismissed it: a dialog left through one of its links (Contact's
  // Continue, About's buttons) opens another page, which keeps the focus at its top.
  const closed = () => {
    if (giveBack.current) opener.current?.focus();
  };
  return (
    <div className={classes.dialogLinks}>
      <button
        type="button"
        className={classes.link}
        onClick={(e) => show('about', e.currentTarget)}
      >
        {t('footer.about', { brand: CURRENT_BRAND.name })}
      </button>
      <button
        type="button"
        className={classes.link}
        onClick={(e) => show('contact', e.currentTarget)}
      >
        {t('footer.contact')}
      </button>
      <Suspense fallback={null}>
        {used.includes('about') && (
          <AboutDialog opened={open === 'about'} onClose={close} onClosed={closed} />
        )}
        {used.includes('contact') && (
          <ContactDialog opened={open === 'contact'} onClose={close} onClosed={closed} />
        )}
      </Suspense>
    </div>
  );
}
