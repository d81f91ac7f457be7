import type { ListRouteSpec, ListState } from '@portal/contract';

const LIST_KEYS = ['Room', 'Brand', 'Collection', 'availability'] as const;

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

/**
 * The parameters of a query string as hidden fields of a GET form, without `omit` (the form's
 * own fields): a form sent before the scripts run keeps the rest of the list's address.
 */
export function carriedFields(search: string, omit: readonly string[]): [string, string][] {
  return [...new URLSearchParams(search)].filter(([key]) => !omit.includes(key));
}
