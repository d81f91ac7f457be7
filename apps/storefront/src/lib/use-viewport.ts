import { useSyncExternalStore } from 'react';

/**
 * Media queries that decide which markup a screen renders (a drawer or a sidebar, a menu bar or
 * a burger). A prerendered page (decision 014) is rendered for the server's guess of the
 * viewport, from the request's mobile hints; hydration must render the same, so until the page
 * has hydrated the guess stands in for the real query, and React then re-renders with the truth
 * where the guess was wrong (a tablet, say).
 */
export type ViewportGuess = 'narrow' | 'wide';

/** Narrow: below Mantine's `md` breakpoint (62em), where the shell and lists switch layout. */
export const NARROW_QUERY = '(max-width: 61.99em)';

let serverGuess: ViewportGuess = 'wide';

/** The guess a prerender renders for (the server sets it before each render). */
export function setViewportGuess(guess: ViewportGuess): void {
  serverGuess = guess;
}

/** The prerendered page's guess, as the server wrote it on #root (hydration reads it). */
function pageGuess(): ViewportGuess {
  if (typeof document === 'undefined') return serverGuess;
  const written = document.getElementById('root')?.dataset.viewport;
  return written === 'narrow' ? 'narrow' : 'wide';
}

const subscribeNarrow = (onChange: () => void) => {
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the viewport is narrow (below 62em), read in render. */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => pageGuess() === 'narrow',
  );
}
