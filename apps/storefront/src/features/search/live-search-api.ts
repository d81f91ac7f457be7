import { Limits } from '@portal/contract';
import { request } from '../../lib/api-client';

export interface LiveResult {
  name: string;
  image: string;
  sku_number: string;
}

/** ART's live search (spec 7): POST /mibd/art/product/search {page 1, limit 10, search}. */
export const artLiveSearch = (search: string, signal?: AbortSignal): Promise<LiveResult[]> =>
  request<{ list: LiveResult[] }>('/mibd/art/product/search', {
    method: 'POST',
    body: { page: Limits.artSearchPage, limit: Limits.artSearchLimit, search },
    signal,
    silent: true,
  }).then((val) => val.list);
