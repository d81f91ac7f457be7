import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { SearchBox } from './search-box';

const results = [
  { name: 'Langley Sofa', image: '/a.jpg', sku_number: 'ART-1' },
  { name: 'Amara Sofa', image: '/b.jpg', sku_number: 'ART-2' },
];

describe('live results under the header search', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ err: 200, errmsg: '', val: { list: results, total: 2 } })),
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows results after typing, moves with the arrows and closes with Escape', async () => {
    const target = { path: '/shop', live: () => import('./live-search') };
    renderWithRouter(<SearchBox target={target} label="Search products" hint="Search" />, '/home');
    const field = await screen.findByRole('combobox', { name: 'Search products' });
    vi.useFakeTimers();
    fireEvent.change(field, { target: { value: 'sofa' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Langley Sofa', 'Amara Sofa']);
    expect(field.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('hands the focus and the typed text on when the live search replaces the plain field', async () => {
    let load!: () => void;
    const loaded = new Promise<void>((resolve) => (load = resolve));
    const target = {
      path: '/shop',
      live: async () => {
        await loaded;
        return import('./live-search');
      },
    };
    renderWithRouter(<SearchBox target={target} label="Search products" hint="Search" />, '/home');
    const plain = screen.getByRole('searchbox', { name: 'Search products' });
    plain.focus();
    fireEvent.change(plain, { target: { value: 'so' } });
    await act(async () => load());
    const live = await screen.findByRole('combobox', { name: 'Search products' });
    expect(live).not.toBe(plain);
    expect(document.activeElement).toBe(live);
    expect((live as HTMLInputElement).value).toBe('so');
    expect((live as HTMLInputElement).selectionStart).toBe(2);
  });
});
