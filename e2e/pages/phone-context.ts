import type { Browser, BrowserContext } from '@playwright/test';

/** A fresh browser on a phone (touch, 375 px wide): no cookies or storage of any other page. */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
}
