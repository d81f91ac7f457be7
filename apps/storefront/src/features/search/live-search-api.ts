import { artProductSearch, Limits } from '@portal/contract';
import { type CallVal, call } from '../../lib/call';

export type LiveResult = CallVal<typeof artProductSearch>['list'][number];

/** ART's live search (spec 7): {page 1, limit 10, search}. */
export const artLiveSearch = (search: string, signal?: AbortSignal): Promise<LiveResult[]> =>
  call(
    artProductSearch,
    { page: Limits.artSearchPage, limit: Limits.artSearchLimit, search },
    { signal, silent: true },
  ).then((val) => val.list);
