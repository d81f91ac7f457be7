import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';
import { MONEY_PATTERN, USER_TEXT_ATTRIBUTE } from '@portal/contract';

export * from '@playwright/test';

/** Any dollar amount as a page may write it, right or wrong ('$6058.52', '$-1,312.48', '$5'). */
const AMOUNT = /-?\$\s*-?[\d,.]*\d/g;

/**
 * Runs in every page and frame before its scripts: reads the visible text (innerText, nothing
 * hidden) a quarter second after the page changes, and reports each amount not written as the
 * contract's formatMoney writes it. `__portalMoneyScan(false)` reads at once and answers what it
 * found instead of reporting it (at a journey's end, where a report could arrive too late).
 */
const watchScript = ({
  pattern,
  amount,
  userText,
}: {
  pattern: string;
  amount: string;
  userText: string;
}) => {
  const right = new RegExp(pattern);
  const any = new RegExp(amount, 'g');
  const reported = new Set<string>();
  const w = window as unknown as {
    __portalMoneyWrong?: (amount: string) => void;
    __portalMoneyScan?: (report: boolean) => string[];
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scan = (report: boolean) => {
    timer = undefined;
    const found: string[] = [];
    // What a person wrote (a chat question) is theirs to write as they like: left out.
    let text = document.body?.innerText ?? '';
    for (const theirs of document.querySelectorAll<HTMLElement>(`[${userText}]`))
      text = text.replace(theirs.innerText, '');
    for (const [shown] of text.matchAll(any)) {
      if (right.test(shown) || reported.has(shown)) continue;
      reported.add(shown);
      found.push(shown);
      if (report) w.__portalMoneyWrong?.(shown);
    }
    return found;
  };
  w.__portalMoneyScan = scan;
  new MutationObserver(() => {
    if (timer === undefined) timer = setTimeout(() => scan(true), 250);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

const watched = new WeakSet<BrowserContext>();

/** Collects into `wrong` each amount the context's pages show written another way. */
export const watchMoney = async (context: BrowserContext, wrong: string[]) => {
  if (watched.has(context)) return;
  watched.add(context);
  await context.exposeBinding('__portalMoneyWrong', ({ page }, shown: string) => {
    wrong.push(`${shown} on ${page.url()}`);
  });
  await context.addInitScript(watchScript, {
    pattern: MONEY_PATTERN.source,
    amount: AMOUNT.source,
    userText: USER_TEXT_ATTRIBUTE,
  });
};

/**
 * The journeys' `test`: Playwright's, with a check that runs through every journey (issue 34):
 * each amount any screen shows, in the test's own context and in any it opens, is written as
 * formatMoney writes it ('-$1,312.48'). Specs import `test` and `expect` from here (biome.json
 * holds them to it), so no journey can leave the check out.
 */
export const test = base.extend<{ moneyFormatChecked: boolean; moneyFormatEverywhere: undefined }>({
  // Off only for money-watch.spec.ts, which tests the watch itself.
  moneyFormatChecked: [true, { option: true }],
  moneyFormatEverywhere: [
    async ({ browser, context, moneyFormatChecked }, use) => {
      if (!moneyFormatChecked) return use(undefined);
      const wrong: string[] = [];
      await watchMoney(context, wrong);
      const newContext = browser.newContext;
      const patched: Browser['newContext'] = async (options) => {
        const opened = await newContext.call(browser, options);
        await watchMoney(opened, wrong);
        return opened;
      };
      browser.newContext = patched;
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      // The last screen of the journey, read now rather than after the watch's quarter second.
      const open = browser.contexts().flatMap((c) => (watched.has(c) ? c.pages() : []));
      for (const page of open) {
        const found = await page
          .evaluate(
            () =>
              (window as { __portalMoneyScan?: (r: boolean) => string[] }).__portalMoneyScan?.(
                false,
              ) ?? [],
          )
          .catch(() => [] as string[]);
        wrong.push(...found.map((shown) => `${shown} on ${page.url()}`));
      }
      expect(wrong, 'amounts written another way than formatMoney writes them').toEqual([]);
    },
    { auto: true },
  ],
});
