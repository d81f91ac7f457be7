import { expect, type Locator, type Page } from '@playwright/test';
import { MONEY_PATTERN } from '@portal/contract';

/**
 * Every dollar amount in the page's visible text (innerText: nothing hidden), as written:
 * '$6,058.52', but also the ways issue 34 found ('$6058.52', '$-1,312.48', '$5').
 */
export async function visibleAmounts(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...text.matchAll(/-?\$\s*-?[\d,.]*\d/g)].map((m) => m[0]);
}

/**
 * Fails on any visible amount not written as the contract's formatMoney writes it (issue 34).
 * `shown`: what the screen shows once its amounts have loaded (waited for first), so that the
 * check reads a screen with its amounts rather than its loading state.
 */
export async function expectMoneyFormatted(page: Page, shown?: Locator): Promise<string[]> {
  if (shown) await expect(shown.first()).toBeVisible();
  const amounts = await visibleAmounts(page);
  const wrong = amounts.filter((a) => !MONEY_PATTERN.test(a));
  expect(wrong, `amounts written another way on ${page.url()}`).toEqual([]);
  return amounts;
}
