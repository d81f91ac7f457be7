import { Availability, type AvailabilityValue, type BrandCode } from '@portal/contract';
import type { ListRouteSpec } from '../api/list-route-spec';
import type { SearchProductsBody, SortOption } from '../api/search-products';

/**
 * A product list's state as the address holds it, so a list can be shared and Back restores it:
 * `?keyWord=oak%20table&Room=bed_room,living_room&Category=beds&price_min=100&sort=newest&page=2`.
 * Lists are comma separated (slugs never hold commas); defaults are left out of the address.
 */
export interface ListState {
  keyWord: string;
  Room: string[];
  Category: string[];
  Brand: string[];
  Collection: string[];
  availability: AvailabilityValue[];
  price_min?: number;
  price_max?: number;
  sort: SortOption;
  page: number;
}

export const SORTS: readonly SortOption[] = [
  'relevance',
  'price_asc',
  'price_desc',
  'newest',
  'name',
];
const LIST_KEYS = ['Room', 'Brand', 'Collection', 'availability'] as const;

const listOf = (query: URLSearchParams, key: string): string[] => [
  ...new Set(
    query
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

const priceOf = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function readListState(query: URLSearchParams, spec: ListRouteSpec): ListState {
  const sort = query.get('sort') as SortOption | null;
  const page = Number(query.get('page'));
  return {
    keyWord: (query.get('keyWord') ?? '').trim(),
    Room: listOf(query, 'Room'),
    Category: listOf(query, spec.categoryParam),
    Brand: listOf(query, 'Brand'),
    Collection: listOf(query, 'Collection'),
    availability: listOf(query, 'availability').filter((v): v is AvailabilityValue =>
      (Availability as readonly string[]).includes(v),
    ),
    price_min: priceOf(query.get('price_min')),
    price_max: priceOf(query.get('price_max')),
    sort: sort && SORTS.includes(sort) ? sort : spec.defaultSort,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** Parameters this module owns; others in the address (u, source) are kept as they are. */
const ownedKeys = (spec: ListRouteSpec) =>
  new Set([
    'keyWord',
    'Room',
    'Brand',
    'Collection',
    'availability',
    'price_min',
    'price_max',
    'sort',
    'page',
    spec.categoryParam,
  ]);

/**
 * The query string (with '?', or '' when empty) for a state, keeping parameters of `current`
 * that are not the list's own. Keywords are URL-encoded as the header search encodes them.
 */
export function writeListState(state: ListState, spec: ListRouteSpec, current = ''): string {
  const owned = ownedKeys(spec);
  const parts: string[] = [];
  const put = (key: string, value: string) =>
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  const putList = (key: string, values: readonly string[]) => {
    if (values.length) parts.push(`${key}=${values.map(encodeURIComponent).join(',')}`);
  };
  for (const [key, value] of new URLSearchParams(current)) if (!owned.has(key)) put(key, value);
  if (state.keyWord.trim()) put('keyWord', state.keyWord.trim());
  putList('Room', state.Room);
  putList(spec.categoryParam, state.Category);
  for (const key of LIST_KEYS.filter((k) => k !== 'Room')) putList(key, state[key]);
  if (state.price_min !== undefined) put('price_min', String(state.price_min));
  if (state.price_max !== undefined) put('price_max', String(state.price_max));
  if (state.sort !== spec.defaultSort) put('sort', state.sort);
  if (state.page > 1) put('page', String(state.page));
  return parts.length ? `?${parts.join('&')}` : '';
}

const merge = (base: readonly string[] | undefined, chosen: readonly string[]) => {
  const all = [...new Set([...(base ?? []), ...chosen])];
  return all.length ? all : undefined;
};

/** The search call for a list: the route's own filters, then the visitor's. */
export function toSearchBody(
  state: ListState,
  spec: ListRouteSpec,
  brand: BrandCode,
): SearchProductsBody {
  const fixed = (key: 'Category' | 'availability', chosen: readonly string[]) =>
    spec.fixed.includes(key) ? spec.base[key] : merge(spec.base[key], chosen);
  const body: SearchProductsBody = {
    keyWord: state.keyWord || undefined,
    Room: merge(undefined, state.Room),
    Category: fixed('Category', state.Category),
    Brand: brand === 'HOM' ? merge(undefined, state.Brand) : undefined,
    Collection: merge(spec.base.Collection, state.Collection),
    availability: fixed('availability', state.availability) as AvailabilityValue[] | undefined,
    on_sale: spec.base.on_sale,
    price_min: state.price_min,
    price_max: state.price_max,
    sort: state.sort,
    current_page: state.page,
  };
  // Leave out what is not set, so equal searches share one cache entry.
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== undefined),
  ) as SearchProductsBody;
}
