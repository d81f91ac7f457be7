import { Limits, Timing } from '@portal/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveResult } from './live-search-api';
import { useLiveSearch } from './use-live-search';

const sofa: LiveResult = { name: 'Langley Sofa', image: '/x.jpg?width=100', sku_number: 'ART-1' };

describe('ART live search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once, 1000 ms after typing stops, with the trimmed keyword', async () => {
    const search = vi.fn(async () => [sofa]);
    const { result, rerender } = renderHook(({ value }) => useLiveSearch(value, search), {
      initialProps: { value: '' },
    });
    for (const value of ['s', 'so', 'sof', ' sofa ']) {
      rerender({ value });
      await act(() => vi.advanceTimersByTimeAsync(400));
    }
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(Timing.artSearchDebounceMs - 401));
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('sofa', expect.any(AbortSignal));
    expect(result.current).toEqual({ query: 'sofa', results: [sofa] });
  });

  it('a blank field clears the results without a call', async () => {
    const search = vi.fn(async () => [sofa]);
    const { result, rerender } = renderHook(({ value }) => useLiveSearch(value, search), {
      initialProps: { value: 'sofa' },
    });
    await act(() => vi.advanceTimersByTimeAsync(Timing.artSearchDebounceMs));
    expect(result.current.results).toHaveLength(1);
    rerender({ value: '   ' });
    await act(() => vi.advanceTimersByTimeAsync(Timing.artSearchDebounceMs * 2));
    expect(search).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ query: '', results: [] });
  });

  it('calls the ART search with page 1 and limit 10', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ err: 200, errmsg: '', val: { list: [sofa], total: 1 } })),
    );
    vi.stubGlobal('fetch', fetch);
    const { artLiveSearch } = await import('./live-search-api');
    await expect(artLiveSearch('sofa')).resolves.toEqual([sofa]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/mibd\/art\/product\/search\?/);
    expect(JSON.parse(String(init.body))).toEqual({
      page: Limits.artSearchPage,
      limit: Limits.artSearchLimit,
      search: 'sofa',
    });
    expect([Limits.artSearchPage, Limits.artSearchLimit]).toEqual([1, 10]);
    vi.unstubAllGlobals();
  });
});
