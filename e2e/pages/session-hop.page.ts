import { expect, type Page, type Request } from '@playwright/test';
import { SESSION_SYNC_PATH, sessionHop } from '@portal/contract';
import type { BrandSite } from './brand-site.page';

/**
 * The hop through the shared origin (decision 054) as the browser makes it: the requests it
 * sends to HOM's session_hop and /iframeMsg, counted from the moment this is made.
 */
export class SessionHop {
  readonly hops: URL[] = [];
  readonly passes: URL[] = [];

  constructor(
    readonly page: Page,
    readonly shared: BrandSite,
  ) {
    page.on('request', (request: Request) => {
      if (!request.isNavigationRequest()) return;
      const url = new URL(request.url());
      if (url.origin !== shared.origin) return;
      if (url.pathname === sessionHop.path) this.hops.push(url);
      if (url.pathname === SESSION_SYNC_PATH) this.passes.push(url);
    });
  }

  /** Opens a page of `site` as a typed address does, and waits until the hop has come back. */
  async typeAddress(site: BrandSite, pathAndQuery: string) {
    const before = this.hops.length;
    await this.page.goto(`${site.origin}${pathAndQuery}`);
    await expect.poll(() => this.hops.length).toBe(before + 1);
    await expect(this.page).toHaveURL(`${site.origin}${pathAndQuery}`);
    await site.live();
  }
}
