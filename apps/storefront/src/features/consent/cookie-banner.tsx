import { Button } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { saveConsent } from './consent-store';
import { ConsentTexts } from './consent-texts';
import classes from './cookie-banner.module.css';
import CookieSettings from './cookie-settings';

/**
 * The cookie banner (spec 2, 4): a bar along the bottom that never blocks the page; a spacer of
 * its height at the end of the page keeps the last content reachable above it.
 */
export function CookieBanner() {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  // Before the first paint: the floating parts (back to top, Cara's entry) move above the bar
  // in the frame it appears, and again whenever it changes height.
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => {
      setHeight(bar.offsetHeight);
      root.style.setProperty('--bottom-bar-height', `${bar.offsetHeight}px`);
    };
    measure();
    if (typeof ResizeObserver === 'undefined')
      return () => root.style.removeProperty('--bottom-bar-height');
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-bar-height');
    };
  }, []);

  return (
    <>
      <div className={classes.spacer} style={{ height }} aria-hidden="true" />
      <section ref={barRef} className={classes.bar} aria-label={ConsentTexts.region}>
        <div className={classes.inner}>
          <p className={classes.message}>
            {ConsentTexts.message} <Link to="/cookiesPolicy">{ConsentTexts.policyLink}</Link>
          </p>
          <div className={classes.actions}>
            <Button variant="outline" color="gray.0" onClick={() => setSettingsOpen(true)}>
              {ConsentTexts.settings}
            </Button>
            <Button color="gray.0" c="dark.9" onClick={() => saveConsent(true)}>
              {ConsentTexts.acceptAll}
            </Button>
          </div>
        </div>
      </section>
      {settingsOpen && <CookieSettings onClose={() => setSettingsOpen(false)} />}
    </>
  );
}
