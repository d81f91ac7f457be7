import { type TouchEvent, useRef } from 'react';
import { swipeStep } from './swipe';

/** Touch handlers that call `onStep(+1 | -1)` after a swipe past the threshold. */
export function useSwipe(onStep: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const width = event.currentTarget.getBoundingClientRect().width;
      const step = swipeStep(touch.clientX - from.x, touch.clientY - from.y, width);
      if (step !== 0) onStep(step);
    },
  };
}
