import { FIRST_PAGE_ELEMENT_ID } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { listLoader } from '../../../app/routes/catalog-loaders';
import { productCard, searchResult } from '../../../test/catalog-fixtures';
import { renderRoutes } from '../../../test/render';
import { forgetEarlyCalls } from '../api/early-requests';
import type { SearchResult } from '../api/search-products';
import { ProductListScreen } from './product-list-screen';

// Issue #19: after a page change the list's region said (data-loaded) it showed page 2 while
// page 1's cards were still on screen. These tests hold each search answer back, then record
// every state of the screen the browser could paint (a MutationObserver runs after each commit,
// before the next task) and check what the region claims against the cards it shows.

const PER_PAGE = 48;
/** Rendering 48 cards on a busy 2-core machine can outlast waitFor's 1 s. */
const SLOW = 15_000;
const until = (check: () => void) => waitFor(check, { timeout: SLOW });

/** The parts of a search body these tests vary. */
interface Body {
  sort: string;
  current_page: number;
  Room?: string[];
}

/** A search answer whose card names say which search they answer. */
function answerFor(body: Body): SearchResult {
  const tag = `p${body.current_page} ${body.sort}${body.Room ? ` ${body.Room.join('+')}` : ''}`;
  return searchResult({
    list: Array.from({ length: PER_PAGE }, (_, i) => productCard(i, `${tag} #${i}`)),
    total: 200,
    current_page: body.current_page,
    last_page: 5,
  });
}

const namesOf = (search: string) => {
  const query = new URLSearchParams(search);
  const room = query.get('Room');
  const tag = `p${query.get('page') ?? 1} ${query.get('sort') ?? 'relevance'}${room ? ` ${room}` : ''}`;
  return Array.from({ length: PER_PAGE }, (_, i) => `${tag} #${i}`);
};

interface Frame {
  address: string;
  loaded: string | null;
  busy: string | null;
  staleCards: boolean;
  names: string[];
}

/** Search calls answer only when the test lets them. */
function holdSearches() {
  const held: { body: Body; answer: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Body;
      return new Promise<Response>((resolve) => {
        held.push({
          body,
          answer: () =>
            resolve(new Response(JSON.stringify({ err: 200, errmsg: '', val: answerFor(body) }))),
        });
      });
    }),
  );
  return {
    held,
    /** Answers every call held so far. */
    answerAll() {
      for (const call of held.splice(0)) call.answer();
    },
  };
}

/** The page as the server sends it: it carries its first page of results (decision 013). */
function carryFirstPage(body: Body) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_PAGE_ELEMENT_ID;
  block.textContent = JSON.stringify({ key: JSON.stringify(body), val: answerFor(body) });
  document.head.append(block);
}

function mountList(path: string) {
  // The app's data cache settings (answers stay fresh for 30 s).
  const client = createQueryClient();
  const view = renderRoutes(
    [
      {
        path: '/productList',
        loader: listLoader('productList'),
        element: (
          <QueryClientProvider client={client}>
            <ProductListScreen routeName="productList" brand="HOM" signedIn={false} />
          </QueryClientProvider>
        ),
      },
    ],
    path,
  );
  const region = () => screen.getByRole('region', { name: 'Products' });
  const frames: Frame[] = [];
  const record = () => {
    const shown = view.container.querySelector('section[aria-label="Products"]');
    if (!shown) return; // unmounted
    const grid = cardGrid(shown);
    frames.push({
      address: view.router.state.location.search,
      loaded: shown.getAttribute('data-loaded'),
      busy: shown.getAttribute('aria-busy'),
      staleCards: grid?.hasAttribute('data-stale') ?? false,
      names: within(shown as HTMLElement)
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent ?? ''),
    });
  };
  const observer = new MutationObserver(record);
  const watch = () => {
    frames.length = 0;
    record();
    observer.observe(view.container, { subtree: true, childList: true, attributes: true });
  };
  onTestFinished(() => observer.disconnect());
  return { ...view, region, frames, watch };
}

/**
 * Every recorded state keeps the region's promise. When it names an address (data-loaded), all
 * of that address's cards are on screen, none of another, none missing, none marked stale. When
 * it names none, the region is busy, and cards that are not (the start of) the address's own are
 * marked stale.
 */
function expectHonestFrames(frames: Frame[]) {
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames.filter((f) => f.loaded !== null)) {
    expect(frame, 'data-loaded names what is on screen').toMatchObject({
      names: namesOf(frame.loaded === '?' ? '' : (frame.loaded ?? '')),
      staleCards: false,
      busy: null,
    });
  }
  for (const frame of frames.filter((f) => f.loaded === null && f.names.length > 0)) {
    const own = namesOf(frame.address);
    const fresh = frame.names.every((name, i) => name === own[i]);
    expect(frame, 'cards that are not the whole answer: the region is busy').toMatchObject({
      busy: 'true',
    });
    if (!fresh)
      expect(frame, "another search's cards are marked stale").toMatchObject({ staleCards: true });
  }
}

/** The list of cards (the active filters are a list too). */
const cardGrid = (region: Element) =>
  region.querySelector('[data-testid="product-card"]')?.closest('ul') ?? null;

const cardNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/**
 * Lets the held answers in (Back and Forward may have none: fresh answers come from the data
 * cache) and waits until the list shows its address in full.
 */
async function answerAndSettle(
  searches: ReturnType<typeof holdSearches>,
  list: ReturnType<typeof mountList>,
) {
  // Answered inside waitFor (React is not in act's test mode there): the commits happen as in a
  // browser, each in its own task, and the observer sees each of them.
  await until(() => {
    searches.answerAll();
    const address = list.router.state.location.search;
    expect(list.region().getAttribute('data-loaded')).toBe(address || '?');
    expect(cardNames(list.region())).toEqual(namesOf(address));
  });
}

let searches: ReturnType<typeof holdSearches>;
beforeEach(() => {
  // Calls another file's route loader started and its screen never took (module state).
  forgetEarlyCalls();
  searches = holdSearches();
  // jsdom has no CSS.escape (the list's loader preloads the first pictures with it).
  vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/["\\]/g, '\\$&') });
});

afterEach(() => {
  document.getElementById(FIRST_PAGE_ELEMENT_ID)?.remove();
});

describe('a list while its next results load (#19)', () => {
  it('a page change after a carried first page: page 1 is marked stale, never labelled page 2', async () => {
    carryFirstPage({ sort: 'relevance', current_page: 1 });
    const list = mountList('/productList');
    await until(() => expect(list.region().getAttribute('data-loaded')).toBe('?'));
    await until(() => expect(cardNames(list.region())).toEqual(namesOf('')));
    expect(searches.held).toHaveLength(0); // the first page came with the page

    list.watch();
    fireEvent.click(within(list.region()).getByRole('link', { name: 'Page 2' }));
    await until(() => expect(list.router.state.location.search).toBe('?page=2'));
    await until(() =>
      expect(
        within(list.region()).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current'),
      ).toBe('page'),
    );
    // While page 2 loads, page 1 stays and the region claims nothing.
    expect(list.region().getAttribute('data-loaded')).toBeNull();
    expect(cardNames(list.region())).toEqual(namesOf(''));
    const waiting = list.frames.at(-1);

    await answerAndSettle(searches, list);
    expectHonestFrames(list.frames);
    // ...and page 1's cards are marked stale, the region busy.
    expect(waiting).toMatchObject({ loaded: null, busy: 'true', staleCards: true });
    expect(searches.held).toHaveLength(0);
  });

  it('sort and filter changes, Back and Forward keep the region honest', async () => {
    const list = mountList('/productList?page=3');
    await answerAndSettle(searches, list);

    list.watch();
    fireEvent.change(within(list.region()).getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'newest' },
    });
    await until(() => expect(list.router.state.location.search).toBe('?sort=newest'));
    await answerAndSettle(searches, list);

    fireEvent.click(
      await screen.findByRole('checkbox', { name: /Living Room/ }, { timeout: SLOW }),
    );
    await until(() =>
      expect(list.router.state.location.search).toBe('?Room=living_room&sort=newest'),
    );
    await answerAndSettle(searches, list);

    // Back and Forward: answers come from the data cache, at once.
    await act(() => list.router.navigate(-1));
    await answerAndSettle(searches, list);
    expect(list.router.state.location.search).toBe('?sort=newest');
    await act(() => list.router.navigate(-1));
    await answerAndSettle(searches, list);
    expect(list.router.state.location.search).toBe('?page=3');
    await act(() => list.router.navigate(1));
    await answerAndSettle(searches, list);
    expect(list.router.state.location.search).toBe('?sort=newest');

    expectHonestFrames(list.frames);
  });
});
