import { describe, expect, it } from 'vitest';
import { liftToClear } from './use-keep-clear';

const rect = (left: number, top: number, width: number, height: number) =>
  new DOMRect(left, top, width, height);

// Cara's entry at rest on a 390 x 844 phone: 56 px round, 16 px from the corner.
const cara = rect(318, 772, 56, 56);

describe('liftToClear', () => {
  it('stays put when nothing to keep clear is under it', () => {
    expect(liftToClear(cara, [rect(16, 400, 358, 40), rect(16, 780, 200, 40)], 0)).toBe(0);
  });

  it('moves up above the buy controls passing under it, with a gap', () => {
    // Add to Cart's row across the width, its top 20 px above the entry's bottom.
    expect(liftToClear(cara, [rect(16, 808, 358, 40)], 0)).toBe(28);
  });

  it('clears two rows that stack up once it has moved above the first', () => {
    const rows = [rect(16, 760, 358, 40), rect(16, 806, 358, 40)];
    // Above the lower row (828 - 806 + 8 = 30) it meets the upper one: above that too.
    expect(liftToClear(cara, rows, 0)).toBe(828 - 760 + 8);
  });

  it('has no room when the controls reach the top: null (the part hides)', () => {
    expect(liftToClear(cara, [rect(16, 10, 358, 830)], 0)).toBeNull();
  });
});
