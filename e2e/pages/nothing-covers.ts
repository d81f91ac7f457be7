import { expect, type Page } from '@playwright/test';
import { FLOATING_ATTRIBUTE } from '@portal/contract';

/** What a person can click, tap or type into. */
const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="tab"]';

/**
 * Visible controls in the viewport whose centre a click would not reach, one line each
 * ("<control> under <layer>"). A control counts as covered when the element at its centre is
 * neither it nor inside it, and the layer on top is
 * - invisible: nothing between it and the control paints there (the toast containers of issue 34
 *   swallowed every click while showing nothing), or
 * - a floating widget (`data-floating`: Cara, back to top), which must stay clear of controls.
 * A visible layer the page means to be on top (the sticky header, the cookie bar, a menu) is
 * not a fault, and controls under an open dialog are skipped: the dialog is what a person uses.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ controls, floating }) => {
      const name = (el: Element) => {
        const h = el as HTMLElement;
        const label =
          h.getAttribute('aria-label') ?? h.textContent?.trim().slice(0, 30) ?? h.tagName;
        const id = h.dataset.testid ? `[data-testid=${h.dataset.testid}]` : '';
        const cls =
          typeof h.className === 'string' && h.className ? `.${h.className.split(' ')[0]}` : '';
        return `${h.tagName.toLowerCase()}${id}${cls} "${label}"`;
      };
      // Paints at a point: a background, a picture, or text of its own.
      const paints = (el: Element) => {
        const s = getComputedStyle(el);
        if (s.visibility === 'hidden') return false;
        if (/^(IMG|SVG|CANVAS|VIDEO|IFRAME|svg)$/.test(el.tagName)) return true;
        const bg = s.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
        if (bg.length === 4 ? bg[3]! > 0.05 : bg.length === 3) return true;
        if (s.backgroundImage !== 'none') return true;
        return [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
      };
      const opacity = (el: Element | null): number =>
        el ? Number(getComputedStyle(el).opacity) * opacity(el.parentElement) : 1;
      const dialogs = [
        ...document.querySelectorAll('[role="dialog"][aria-modal="true"], dialog[open]'),
      ].filter((d) => (d as HTMLElement).offsetParent !== null || d.tagName === 'DIALOG');
      const width = window.innerWidth;
      const height = window.innerHeight;
      const found: string[] = [];
      for (const el of document.querySelectorAll(controls)) {
        const h = el as HTMLElement;
        if (h.closest('[inert], [aria-hidden="true"]')) continue;
        const box = h.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) continue;
        const style = getComputedStyle(h);
        if (style.visibility !== 'visible' || style.pointerEvents === 'none') continue;
        if (opacity(h) < 0.05) continue;
        if (dialogs.length && !dialogs.some((d) => d.contains(h))) continue;
        // A link wrapping over two lines has a box per line: the centre of each counts.
        const centres = [...h.getClientRects()]
          .map((r) => [r.left + r.width / 2, r.top + r.height / 2] as const)
          .filter(([x, y]) => x >= 0 && y >= 0 && x < width && y < height);
        if (!centres.length) continue;
        const hits = centres.map(([x, y]) => document.elementFromPoint(x, y));
        if (hits.some((hit) => hit && (hit === h || h.contains(hit)))) continue;
        const hit = hits[0];
        if (!hit) continue;
        const floater = hit.closest(`[${floating}]`);
        if (floater && !floater.contains(h)) {
          found.push(`${name(h)} under the floating ${name(floater)}`);
          continue;
        }
        // The layer from the hit up to what it shares with the control: does any of it paint?
        let visible = false;
        for (let n: Element | null = hit; n && !n.contains(h); n = n.parentElement) {
          if (opacity(n) < 0.05) break;
          if (paints(n)) {
            visible = true;
            break;
          }
        }
        if (!visible) found.push(`${name(h)} under the invisible ${name(hit)}`);
      }
      return found;
    },
    { controls: CONTROLS, floating: FLOATING_ATTRIBUTE },
  );
}

/**
 * Fails when an invisible layer or a floating widget covers a visible control (see
 * `coveredControls`), naming each. It waits for the page to settle (a toast, a menu or a banner
 * moving in or out, slow on a loaded 2-core machine) and fails only when a control stays covered
 * for `timeout`.
 */
export async function expectNothingCovers(page: Page, timeout = 8_000): Promise<void> {
  const deadline = Date.now() + timeout;
  // A read made while the page navigates throws (its context is gone): read again until the
  // deadline, as a page still moving is not yet settled.
  const read = async () => {
    try {
      return await coveredControls(page);
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      return null;
    }
  };
  let covered = await read();
  while ((covered === null || covered.length) && Date.now() < deadline) {
    await page.waitForTimeout(250);
    covered = await read();
  }
  covered ??= await coveredControls(page);
  expect(
    covered,
    `a layer covers a visible control (the next click would not reach it):\n${covered.join('\n')}`,
  ).toEqual([]);
}
