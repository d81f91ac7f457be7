import { expect, test, watchMoney } from './fixtures';

// The watch that every journey runs (fixtures.ts), tested on its own: it must name an amount
// written another way, whether in the first HTML or added later, and pass a right one and what a
// person wrote (USER_TEXT_ATTRIBUTE: a chat question).
test.use({ moneyFormatChecked: false });

test('the money watch names each amount not written as formatMoney writes it', async ({ page }) => {
  const wrong: string[] = [];
  await watchMoney(page.context(), wrong);
  await page.route('**/money-watch-sample', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>sample</title><main><p>Total $6,058.52</p><p>Was $6058.52</p><p data-user-text>a sofa under $6000</p></main>',
    }),
  );
  await page.goto('/money-watch-sample');
  await expect.poll(() => wrong).toEqual([expect.stringMatching(/^\$6058\.52 on http/)]);

  await page.evaluate(() => {
    const added = document.createElement('p');
    added.textContent = 'Credit $-1,312.48, fee -$5.00, hidden:';
    const hidden = document.createElement('span');
    hidden.style.display = 'none';
    hidden.textContent = '$7';
    added.append(hidden);
    document.querySelector('main')?.append(added);
  });
  await expect.poll(() => wrong.map((w) => w.split(' ')[0])).toEqual(['$6058.52', '$-1,312.48']);
});
