import { isFullPageLink, type SessionUser } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { sharedSignIn } from '../../../lib/shared-origin';
import { errorTextOrNull } from '../api/error-text';
import { loginTarget, takeKeptPath } from '../login-redirect';
import { pageLoad } from '../page-load';
import { storeSignIn } from '../session-store';

export interface SignInOptions {
  /**
   * Where the signed-in account lands when the address names no `redirect` and FFD kept no
   * path (null: '/'), e.g. a dealer signing in through ART's Dealer Login.
   */
  landing?: (user: SessionUser) => string | null;
}

/**
 * Runs a sign-in call as a mutation: on success stores the session (spec 4), drops data cached
 * for the visitor and goes to `redirect` (or the kept FFD path, or the landing, or /); on
 * failure keeps the errmsg. Pending until the navigation has happened.
 */
export function useSignIn({ landing }: SignInOptions = {}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (signInCall: () => Promise<SessionUser>) => {
      const user = await signInCall();
      // The shared origin takes the session too (decision 054): its code is had first, so the
      // page leaves right after storing the session, before it shows anything signed in.
      const throughSharedOrigin = await sharedSignIn(user);
      storeSignIn(user);
      queryClient.removeQueries();
      const target = loginTarget(
        params.get('redirect') ?? takeKeptPath() ?? landing?.(user) ?? null,
      );
      if (throughSharedOrigin) throughSharedOrigin(target);
      else if (isFullPageLink(target)) pageLoad.assign(target);
      else await navigate(target, { replace: true });
    },
  });

  /** Never rejects: the failure is in `error`. */
  const signIn = (signInCall: () => Promise<SessionUser>) =>
    mutation.mutateAsync(signInCall).catch(() => {});

  return {
    signIn,
    error: errorTextOrNull(mutation.error),
    pending: mutation.isPending,
    /** Forgets the last failure (another call on the same form starts). */
    reset: mutation.reset,
  };
}
