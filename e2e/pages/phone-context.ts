import type { Browser, BrowserContext } from '@playwright/test';

/**
 * A fresh browser on a phone (touch, 375 px wide unless `viewport` says otherwise): no cookies or
 * storage of any other page.
 */
export function newPhoneContext(
  browser: Browser,
  viewport = { width: 375, height: 812 },
): Promise<BrowserContext> {
  return browser.newContext({ viewport, isMobile: true, hasTouch: true });
}
