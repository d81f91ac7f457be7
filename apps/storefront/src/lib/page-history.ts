/**
 * The current and previous in-app pages, sent as `current_page` and `last_page` on every call.
 * The app layout reports each navigation; before the first report the address bar is used.
 */
let current: string | null = null;
let last = '';

export function notePage(url: string): void {
  if (url === current) return;
  if (current !== null) last = current;
  current = url;
}

export const currentPage = (): string =>
  current ??
  (typeof window === 'undefined' ? '' : window.location.pathname + window.location.search);

export const lastPage = (): string => last;
