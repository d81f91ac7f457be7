import { expect, type Page } from '@playwright/test';
import {
  type BrandCode,
  type CartState,
  searchProducts,
  shoppingCartAdd,
  shoppingCartDelete,
  shoppingCartList,
} from '@portal/contract';
import { BrandSite } from './brand-site.page';
import { expectMoneyFormatted } from './money-format';

interface Envelope<T> {
  err: number;
  errmsg: string;
  val: T;
}

/** A call from the page's origin (Chromium resolves *.localhost; Node does not). */
export async function pageCall<T>(page: Page, path: string, body: unknown, token?: string) {
  return page.evaluate(
    async ({ path, body, token }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers['X-Auth-Token'] = token;
      const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
      return (await res.json()) as Envelope<T>;
    },
    { path, body, token },
  );
}

interface Found {
  sku_number: string;
  name: string;
  status: string;
  availability: string;
  cash_stock: number;
}

/** A product this site sells now (and, on FFD, with at least `cash` units of flash stock). */
export async function buyableProduct(page: Page, cash = 0): Promise<Found> {
  const res = await pageCall<{ list: Found[] }>(page, searchProducts.path, {
    page: 1,
    limit: 48,
  });
  const found = res.val.list.find(
    (p) =>
      p.status === '1' &&
      (p.availability === 'in_stock' || p.availability === 'low_stock') &&
      p.cash_stock >= cash,
  );
  if (!found) throw new Error('no buyable product on this site');
  return found;
}

/** The header's cart icon, its count and the mini-cart; the /cart screen. */
export class CartPage {
  readonly site: BrandSite;

  constructor(
    readonly page: Page,
    brand: BrandCode,
  ) {
    this.site = new BrandSite(page, brand);
  }

  get icon() {
    return this.page.getByTestId('header-cart');
  }

  get count() {
    return this.page.getByTestId('cart-count');
  }

  get miniCart() {
    return this.page.getByTestId('mini-cart');
  }

  get lines() {
    return this.page.getByTestId('cart-line');
  }

  /** Adds from the product page: quantity by the + button, then Add to Cart (or a sample). */
  async addFromProductPage(sku: string, quantity = 1, sample = false) {
    await this.site.open(`/page/products/product-${sku}.html`);
    await this.addHere(sku, quantity, sample);
  }

  /**
   * On the product page shown now: quantity by the + button, then Add to Cart (or a sample).
   * Resolves to the cart's count after the add (the server's, or the guest cart's in storage).
   */
  async addHere(sku: string, quantity = 1, sample = false): Promise<number> {
    const actions = this.page.getByTestId('add-to-cart');
    await expectMoneyFormatted(this.page, actions);
    for (let n = 1; n < quantity; n++) await actions.getByRole('button', { name: 'More' }).click();
    await expect(actions.getByRole('status')).toHaveText(String(quantity));
    // An FFD guest's line goes to browser storage; everyone else's to the server.
    const guest = await this.page.evaluate(() => !localStorage.getItem('token'));
    await this.recordToasts();
    const toastsBefore = (await this.toastsSeen()).length;
    const answer = guest
      ? null
      : this.page.waitForResponse((r) => new URL(r.url()).pathname === shoppingCartAdd.path);
    await actions
      .getByRole('button', { name: sample ? 'Request a Sample' : 'Add to Cart' })
      .click();
    let total: number;
    if (answer) {
      const body = (await (await answer).json()) as Envelope<{ total: number }>;
      expect(body.err).toBe(200);
      total = body.val.total;
    } else {
      await expect
        .poll(() => this.page.evaluate(() => localStorage.getItem('sku_list') ?? ''))
        .toContain(sku);
      total = await this.page.evaluate(() =>
        (JSON.parse(localStorage.getItem('sku_list') ?? '[]') as { count: number }[]).reduce(
          (n, l) => n + l.count,
          0,
        ),
      );
    }
    // The add's toast (recorded as it appears: it stays 2 s, which a loaded machine can miss):
    // its layer is where a click went missing (issue 34).
    await expect.poll(async () => (await this.toastsSeen()).length).toBeGreaterThan(toastsBefore);
    await this.site.settled();
    return total;
  }

  /**
   * Records the text of each toast shown on this page from now on: a toast stays about 2 s
   * (spec 9), and a check made after the answer on a loaded machine can come too late to see it.
   */
  async recordToasts() {
    await this.page.evaluate(() => {
      const w = window as unknown as { toastsSeen?: string[]; toastWatch?: MutationObserver };
      if (w.toastWatch) return;
      const seen = new WeakSet<Element>();
      const texts: string[] = [];
      w.toastsSeen = texts;
      w.toastWatch = new MutationObserver(() => {
        for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
          if (seen.has(toast) || !toast.textContent) continue;
          seen.add(toast);
          texts.push(toast.textContent);
        }
      });
      w.toastWatch.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }

  /** The texts of the toasts shown since `recordToasts` (on this document). */
  async toastsSeen(): Promise<string[]> {
    return this.page.evaluate(
      () => (window as unknown as { toastsSeen?: string[] }).toastsSeen ?? [],
    );
  }

  /** Whether a toast with this text was shown since `recordToasts`. */
  async sawToast(text: string): Promise<boolean> {
    return (await this.toastsSeen()).some((t) => t.includes(text));
  }

  /** The header's count as spec 4 writes it (an ellipsis above 99, nothing at 0). */
  async expectHeaderCount(total: number) {
    if (total === 0) await expect(this.count).toBeHidden();
    else await expect(this.count).toHaveText(total > 99 ? '...' : String(total));
  }

  /** Opens the mini-cart from the keyboard (focus on the cart icon), as a pointer's hover does. */
  async openMiniCart() {
    await this.icon.focus();
    await expect(this.miniCart).toBeVisible();
    await this.site.settled();
    await expectMoneyFormatted(this.page);
  }

  async openCart() {
    await this.site.open('/cart');
  }

  /** Opens /cart as a person does: a click on the header's cart icon. */
  async openCartFromHeader() {
    await this.clickIcon();
    await expect(this.page).toHaveURL(/\/cart(\?|$)/);
    await expect(this.site.heading).toHaveText('Shopping Cart');
    const settled = ['cart-subtotal', 'cart-empty', 'cart-needs-designer-view'].map((id) =>
      this.page.getByTestId(id),
    );
    await expectMoneyFormatted(this.page, settled[0]!.or(settled[1]!).or(settled[2]!));
    await this.site.settled();
  }

  /** A click on the header's cart icon, wherever it leads (a guest goes to sign in). */
  async clickIcon() {
    await this.icon.click();
  }

  /** The /cart line of a product (or its sample: `sample`). */
  line(name: string, sample = false) {
    const lines = this.lines.filter({ hasText: name });
    return sample ? lines.filter({ hasText: 'Sample' }) : lines.filter({ hasNotText: 'Sample' });
  }

  /** Labels of the visible checkout buttons that do not fit their button (cut off). */
  async clippedCheckoutLabels(): Promise<string[]> {
    return this.page
      .getByTestId('checkout-buttons')
      .locator('.mantine-Button-label')
      .evaluateAll((labels) =>
        labels
          .filter((l) => (l as HTMLElement).offsetParent && l.scrollWidth > l.clientWidth)
          .map((l) => l.textContent ?? ''),
      );
  }

  /** The server's cart as this page's session sees it. */
  async serverCart(): Promise<CartState> {
    const token = await this.page.evaluate(() => localStorage.getItem('token'));
    const res = await pageCall<CartState>(this.page, shoppingCartList.path, {}, token ?? '');
    return res.val;
  }

  /**
   * Removes this session's server cart lines that `which` picks: the state a journey starts
   * from, so that its retry (or an earlier run on the same demo account) finds the cart as the
   * first try did. Only its own lines: journeys running beside it may share the account.
   */
  async removeServerLines(which: (line: CartState['list'][number]) => boolean) {
    const token = await this.page.evaluate(() => localStorage.getItem('token'));
    const ids = (await this.serverCart()).list.filter(which).map((l) => l.id);
    if (ids.length) await pageCall(this.page, shoppingCartDelete.path, { ids }, token ?? '');
  }
}
