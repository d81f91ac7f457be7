import { type ListRouteSpec, type ListState, readListState } from '@portal/contract';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { writeListState } from './list-url-state';

/**
 * The list's state, read from the address and written back to it: each change is a new history
 * entry (Back restores the previous list). Filter and sort changes go back to page 1 and keep the
 * scroll position; a page change scrolls to the top.
 */
export function useListState(spec: ListRouteSpec) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(
    () => readListState(new URLSearchParams(location.search), spec),
    [location.search, spec],
  );

  const update = useCallback(
    (patch: Partial<ListState>) => {
      const paging = patch.page !== undefined;
      const next: ListState = { ...state, ...patch, page: paging ? (patch.page ?? 1) : 1 };
      const search = writeListState(next, spec, location.search);
      if (search === location.search) return;
      void navigate({ pathname: location.pathname, search }, { preventScrollReset: !paging });
    },
    [state, spec, location.pathname, location.search, navigate],
  );

  /** The address of the list with a change applied (links, such as the pages and filters). */
  const hrefFor = useCallback(
    (patch: Partial<ListState>) =>
      `${location.pathname}${writeListState({ ...state, ...patch }, spec, location.search)}`,
    [state, spec, location.pathname, location.search],
  );

  return { state, update, hrefFor };
}
