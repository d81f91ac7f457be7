import { KEEP_CLEAR_ATTRIBUTE } from '@portal/contract';
import { type RefObject, useEffect } from 'react';

/** Room left between a lifted part and the controls under it. */
const GAP_PX = 8;
/** The custom property the part's CSS moves it up by. */
export const LIFT_PROPERTY = '--keep-clear-lift';

/**
 * How far a part fixed at the bottom of the window (`rest`, where its CSS puts it) must move up
 * to clear every box it overlaps; null when it cannot clear them below `top` (no room: hide it).
 */
export function liftToClear(rest: DOMRect, boxes: DOMRect[], top: number): number | null {
  let lift = 0;
  // Lowest first: a move above one box can then only meet the boxes higher up.
  for (const box of [...boxes].sort((a, b) => b.bottom - a.bottom)) {
    const across = box.left < rest.right && box.right > rest.left;
    const above = rest.top - lift;
    if (across && box.top < rest.bottom - lift && box.bottom > above) {
      lift = rest.bottom - box.top + GAP_PX;
    }
  }
  return rest.top - lift < top ? null : lift;
}

/**
 * Keeps a floating part (Cara's entry) off the `data-keep-clear` controls: on scroll, resize
 * and layout changes it sets LIFT_PROPERTY on the part, or `data-kept-clear="hidden"` when there
 * is no room above them. Read in an animation frame; the part's CSS applies the move.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const part = ref.current;
    if (!part) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      part.style.removeProperty(LIFT_PROPERTY);
      delete part.dataset.keptClear;
      const boxes = [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)].map((el) =>
        el.getBoundingClientRect(),
      );
      if (!boxes.length) return;
      const lift = liftToClear(part.getBoundingClientRect(), boxes, 0);
      if (lift === null) part.dataset.keptClear = 'hidden';
      else if (lift > 0) part.style.setProperty(LIFT_PROPERTY, `${lift}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The page's content arriving or growing moves the controls without a scroll.
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized.disconnect();
    };
  }, [ref]);
}
