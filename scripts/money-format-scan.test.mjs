// Issue 34: one money formatter. The apps' source writes no amount but through formatMoney
// (packages/contract/src/money.ts); each way the old code wrote one is planted and must be found.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the cases are source text handed to the scanner.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanRepository, scanSource } from './money-format-scan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('money is written one way', () => {
  it('no file under apps/*/src writes an amount but through formatMoney', () => {
    expect(scanRepository(root)).toEqual([]);
  });

  it.each([
    ['a toFixed after a $', 'const usd = (n = 0) => `$${n.toFixed(2)}`;'],
    ['a toLocaleString after a $', "const t = `$${n.toLocaleString('en-US')}`;"],
    ['an amount in a sentence', 'const pay = `Pay $${quote.due_now} and place order`;'],
    ['a JSX amount', 'const C = () => <Text size="sm">${l.line_total.toFixed(2)}</Text>;'],
    ['concatenation', "const a = '$' + total.toFixed(2);"],
    [
      'a NumberFormat of its own',
      "const f = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });",
    ],
    [
      'toLocaleString as currency',
      "const m = n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });",
    ],
  ])('finds %s', (_, code) => {
    expect(scanSource('planted.tsx', code)).toHaveLength(1);
  });

  it.each([
    ['a SQL placeholder', 'const p = `$${this.params.length}`;'],
    ['a numbered placeholder', 'const v = `($${at + 1}::integer, $${at + 2})`;'],
    ['formatMoney', 'const pay = `Pay ${formatMoney(quote.due_now)} and place order`;'],
    ['a count', "const n = `${total.toLocaleString('en-US')} products`;"],
    ['a regular expression', 'const re = /\\$\\s*(\\d+)/;'],
    ['a payment request', "gateway.create({ amount: 129900, currency: 'usd' });"],
  ])('leaves %s alone', (_, code) => {
    expect(scanSource('clean.tsx', code)).toEqual([]);
  });
});
