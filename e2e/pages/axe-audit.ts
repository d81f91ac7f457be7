import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level every journey is held to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScan {
  /** Scan only what this selector matches (default: the whole page). */
  include?: string;
  /** Also axe's best-practice rules (default: yes). */
  bestPractice?: boolean;
  /** Add the first node's explanation to each line (for contrast: the colours and the ratio). */
  explain?: boolean;
}

/** Serious and critical axe violations on the page as it stands, one line each. */
export async function seriousViolations(page: Page, scan: AxeScan = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (scan.include) builder.include(scan.include);
  const tags = scan.bestPractice === false ? WCAG_21_AA : [...WCAG_21_AA, 'best-practice'];
  const { violations } = await builder.withTags(tags).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const where = v.nodes.map((n) => n.target.join(' ')).join(', ');
      if (!scan.explain) return `${v.id}: ${where}`;
      const why = v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.failureSummary ?? '';
      return `${v.id} (${v.impact}): ${where} | ${why}`;
    });
}

/** Fails the test on any serious or critical WCAG 2.1 AA violation (best practice not held). */
export async function expectNoSeriousWcag(page: Page): Promise<void> {
  expect(await seriousViolations(page, { bestPractice: false })).toEqual([]);
}
