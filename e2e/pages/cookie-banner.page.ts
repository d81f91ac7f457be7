import type { Page } from '@playwright/test';

/** The cookie banner along the bottom of every page, and its settings dialog. */
export class CookieBanner {
  constructor(readonly page: Page) {}

  get region() {
    return this.page.getByRole('region', { name: 'Cookie consent' });
  }

  get acceptAll() {
    return this.region.getByRole('button', { name: 'Accept all cookies' });
  }

  get settings() {
    return this.region.getByRole('button', { name: 'Cookie settings' });
  }

  get policyLink() {
    return this.region.getByRole('link', { name: 'Cookies Policy' });
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Cookie settings' });
  }

  switchFor(name: 'Basic cookies' | 'Performance cookies') {
    return this.dialog.getByRole('switch', { name });
  }

  /** COOKIES_HAVE_BEEN_SET as stored (parsed), or null. */
  stored() {
    return this.page.evaluate(() => {
      const raw = window.localStorage.getItem('COOKIES_HAVE_BEEN_SET');
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    });
  }

  /** Whether the performance script (page timing) has been requested by this page. */
  performanceScriptRequested() {
    return this.page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /page-timing/.test(entry.name)),
    );
  }
}
