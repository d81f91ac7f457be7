import { Timing } from '@portal/contract';
import { useEffect, useState } from 'react';
import { artLiveSearch, type LiveResult } from './live-search-api';

export interface LiveSearchState {
  /** The keyword the results are for ('' before the first search). */
  query: string;
  results: LiveResult[];
}

/**
 * Results for what is typed, asked for once typing has paused for `Timing.artSearchDebounceMs`
 * (1000 ms); a newer keyword cancels the call of an older one. A blank field clears them.
 */
export function useLiveSearch(value: string, search = artLiveSearch): LiveSearchState {
  const [state, setState] = useState<LiveSearchState>({ query: '', results: [] });
  useEffect(() => {
    const query = value.trim();
    if (!query) {
      setState((s) => (s.query ? { query: '', results: [] } : s));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query, controller.signal)
        .then((results) => setState({ query, results }))
        .catch(() => {});
    }, Timing.artSearchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, search]);
  return state;
}
