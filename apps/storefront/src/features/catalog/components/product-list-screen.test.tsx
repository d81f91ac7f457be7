import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NARROW_QUERY } from '../../../lib/use-viewport';
import { searchResult } from '../../../test/catalog-fixtures';
import { renderRoutes } from '../../../test/render';
import { forgetEarlyCalls } from '../api/early-requests';
import type { SearchResult } from '../api/search-products';
import { ProductListScreen } from './product-list-screen';

const result = searchResult;

function mount(path: string, routeName: string, val: SearchResult, pattern = '*') {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ err: 200, errmsg: '', val }));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderRoutes(
    [
      {
        path: pattern,
        element: (
          <QueryClientProvider client={client}>
            <ProductListScreen routeName={routeName} brand="HOM" signedIn={false} />
          </QueryClientProvider>
        ),
      },
    ],
    path,
  );
  return { ...view, bodies };
}

// A phone: the filters live in a drawer behind the Filters button.
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  // Calls another file's route loader started and its screen never took (module state).
  forgetEarlyCalls();
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query === NARROW_QUERY,
  });
});

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('product list screen', () => {
  it('shows skeletons, then cards with sized, lazily loaded pictures after the first row', async () => {
    mount('/productList', 'productList', result());
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeTruthy();
    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(6);
    const imgs = cards.map((c) => c.querySelector('img')!);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(imgs[0]?.getAttribute('src')).toBe('/mibd/file/read_file/product/chair-0.jpg?width=300');
    expect([imgs[0]?.getAttribute('width'), imgs[0]?.getAttribute('height')]).toEqual([
      '300',
      '225',
    ]);
    expect(within(cards[0]!).getByText('Login to see your price')).toBeTruthy();
    expect(screen.getByTestId('result-count').textContent).toBe('100 products');
  });

  it('without prices: no price filter and no price sorts', async () => {
    mount('/productList', 'productList', result());
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('checkbox', { name: /Living Room/ });
    expect(screen.queryByRole('form', { name: 'Price' })).toBeNull();
    const sorts = within(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole('option');
    expect(sorts.map((o) => o.getAttribute('value'))).toEqual(['relevance', 'newest', 'name']);
  });

  it('with prices: the price filter and both price sorts', async () => {
    mount('/productList', 'productList', result({ priced: true }));
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' })); // narrow screen (jsdom)
    expect(await screen.findByRole('form', { name: 'Price' })).toBeTruthy();
    const sorts = within(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole('option');
    expect(sorts.map((o) => o.getAttribute('value'))).toContain('price_desc');
  });

  it('a filter goes into the address (back to page 1) and into the search call', async () => {
    const { router, bodies } = mount('/productList?page=2', 'productList', result());
    await screen.findAllByTestId('product-card');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Living Room \(80\)/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?Room=living_room'));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ Room: ['living_room'], sort: 'relevance', current_page: 1 }),
    );
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('before the scripts: filters are links, sort and price GET forms keeping the address (decision 052)', async () => {
    const { router } = mount(
      '/productList?Room=living_room&sort=newest&page=2',
      'productList',
      result({ priced: true }),
    );
    await screen.findAllByTestId('product-card');
    // The phone's Filters button opens the panel natively; it holds the filter links (closed, it
    // is hidden: roles are found, names are not computed).
    const button = screen.getByRole('button', { name: 'Filters (1)' });
    expect(button.getAttribute('popovertarget')).toBe('list-filters');
    const panel = screen.getByRole('dialog', { hidden: true });
    expect([panel.id, panel.getAttribute('popover'), panel.getAttribute('aria-label')]).toEqual([
      'list-filters',
      'auto',
      'Filters',
    ]);
    const box = (name: string) => within(panel).getByText(name).closest('[role="checkbox"]')!;
    const living = box('Living Room');
    expect(living.getAttribute('aria-checked')).toBe('true');
    expect(living.getAttribute('href')).toBe('/productList?sort=newest');
    const chairs = box('Accent Chairs');
    expect(chairs.getAttribute('aria-checked')).toBe('false');
    expect(chairs.getAttribute('href')).toBe(
      '/productList?Room=living_room&Category=accent-chairs&sort=newest',
    );
    const fields = (form: HTMLElement) =>
      [...new FormData(form as HTMLFormElement)].map(([k, v]) => `${k}=${String(v)}`);
    const sort = screen.getByRole('combobox', { name: 'Sort by' }).closest('form')!;
    expect(sort.getAttribute('method')).toBe('get');
    expect(sort.hasAttribute('data-submit-on-change')).toBe(true);
    expect(fields(sort)).toEqual(['Room=living_room', 'sort=newest']);
    const price = within(panel).getByText('Price').closest('form')!;
    expect(fields(price)).toEqual(['Room=living_room', 'sort=newest', 'price_min=', 'price_max=']);
    // Space ticks a filter as on a checkbox.
    fireEvent.keyDown(chairs, { key: ' ' });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?Room=living_room&Category=accent-chairs&sort=newest',
      ),
    );
  });

  it("empty search: 'Nothing found'; empty filtered list: the spec's text", async () => {
    const empty = result({ list: [], total: 0, last_page: 1 });
    const search = mount('/productList/search?keyWord=zzz', 'searchResult', empty);
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe('Results for “zzz”');
    search.unmount();
    mount('/productList?Room=outdoor', 'productList', empty);
    expect(await screen.findByText('There are no available items for this query.')).toBeTruthy();
  });

  it('one message at a time: near matches get the note, an empty answer only its own text', async () => {
    const note = 'No exact matches: showing the closest names.';
    const near = mount(
      '/productList/search?keyWord=chiar',
      'searchResult',
      result({ fuzzy: true }),
    );
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.queryByText('Nothing found')).toBeNull();
    near.unmount();
    const empty = result({ list: [], total: 0, last_page: 1, fuzzy: true });
    mount('/productList/search?keyWord=qxzv', 'searchResult', empty);
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    expect(screen.queryByText(note)).toBeNull();
  });
});
