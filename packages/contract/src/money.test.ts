import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_PATTERN } from './money';

describe('formatMoney', () => {
  it('writes the three ways of issue 34 one way', () => {
    expect(formatMoney(6058.52)).toBe('$6,058.52');
    expect(formatMoney(-1312.48)).toBe('-$1,312.48');
    expect(formatMoney(13185.03)).toBe('$13,185.03');
  });

  it('always two decimals, rounded, and no negative zero', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$5.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('MONEY_PATTERN takes what it writes and refuses the other ways', () => {
    for (const n of [0, 5, 999.99, 1000, -1312.48, 1234567.89]) {
      expect(formatMoney(n)).toMatch(MONEY_PATTERN);
    }
    for (const bad of ['$6058.52', '$-1,312.48', '$13185.03', '$5', '$1,000.5', '$01.00']) {
      expect(bad).not.toMatch(MONEY_PATTERN);
    }
  });
});
