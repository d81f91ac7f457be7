import { Layout } from '@portal/contract';

/**
 * The step a horizontal swipe asks for: +1 (next) for a swipe to the left, -1 (previous) to the
 * right, 0 when it is shorter than a quarter of the width (spec 9) or more vertical than
 * horizontal (the page is being scrolled).
 */
export function swipeStep(dx: number, dy: number, width: number): -1 | 0 | 1 {
  if (width <= 0) return 0;
  if (Math.abs(dx) < width * Layout.swipeThresholdFraction) return 0;
  if (Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}
