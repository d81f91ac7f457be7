import { useEffect, useState } from 'react';

/** True while the page is scrolled more than `px` down; checked at most once per frame. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > px);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    // The first check waits for a frame too: reading scrollY forces a layout, which before the
    // first paint is a whole extra layout of the page.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}
