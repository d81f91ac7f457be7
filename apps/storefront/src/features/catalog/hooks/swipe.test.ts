import { describe, expect, it } from 'vitest';
import { swipeStep } from './swipe';

describe('gallery swipe: one quarter of the width (spec 9)', () => {
  const width = 400; // threshold 100 px
  it('a swipe shorter than a quarter does nothing', () => {
    expect(swipeStep(-99, 0, width)).toBe(0);
    expect(swipeStep(99, 0, width)).toBe(0);
  });
  it('at or past a quarter: left is next, right is previous', () => {
    expect(swipeStep(-100, 0, width)).toBe(1);
    expect(swipeStep(150, 10, width)).toBe(-1);
  });
  it('a mostly vertical move is a scroll, not a swipe', () => {
    expect(swipeStep(-120, 200, width)).toBe(0);
  });
  it('scales with the width', () => {
    expect(swipeStep(-80, 0, 300)).toBe(1);
    expect(swipeStep(-80, 0, 360)).toBe(0);
  });
});
