import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { loginTarget } from '../login-redirect';

/**
 * What follows a mode change (spec 4 "reload page"), in place: the new mode and roles are already
 * stored, so the screens re-read them; data cached under the old mode (prices, carts) is dropped
 * and refetched, the route guard runs again, and `redirect` (a path of this site) is followed.
 * A full reload did the same in ~3.5 s: the whole app, its role call and every list again.
 */
export function useAfterModeChange() {
  // Read softly: the header also renders in tests and shells without a query client.
  const queryClient = useContext(QueryClientContext);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  return useCallback(
    async (redirect?: string | null) => {
      if (redirect) {
        // The screen we go back to fetches only what it shows, under the new mode.
        queryClient?.removeQueries();
        await navigate(loginTarget(redirect), { replace: true });
        return;
      }
      // Shown data refetches in the background; nothing waits for every query (a reset did).
      void queryClient?.invalidateQueries();
      await revalidator.revalidate();
    },
    [queryClient, revalidator, navigate],
  );
}
