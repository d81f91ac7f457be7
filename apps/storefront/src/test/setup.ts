import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';

// waitFor/findBy give up after 1 s by default: a route's first lazy import took 3 s on a loaded
// 2-core CI machine (route-builder.test.tsx failed there and passed alone). A real miss still
// fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// Server-side tests (`@vitest-environment node`, entry-server.test.tsx) have no window.
if (typeof window !== 'undefined') {
  // jsdom lacks what Mantine and the router use: media queries, ResizeObserver, scrolling.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();

  // Every test starts afresh: no mounted screen, toast, stubbed fetch, stored value or cookie.
  // Files share a module graph (isolate: false), so module state such as Mantine's toast store
  // outlives a file: it is emptied here.
  afterEach(() => {
    cleanup();
    notifications.clean();
    notifications.cleanQueue();
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
    // The page itself outlives a file too: its address, title and the marks screens set on
    // <html> (a screen read the last file's address and showed Not Found).
    window.history.replaceState(null, '', '/');
    document.title = '';
    for (const { name } of [...document.documentElement.attributes])
      if (name.startsWith('data-')) document.documentElement.removeAttribute(name);
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });
}
