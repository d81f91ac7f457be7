import { isFullPageLink, type SessionUser } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../api/error-text';
import { loginTarget, takeKeptPath } from '../login-redirect';
import { pageLoad } from '../page-load';
import { storeSignIn } from '../session-store';

/**
 * Runs a sign-in call: on success stores the session (spec 4), drops data cached for the
 * visitor and goes to `redirect` (or the kept FFD path, or /); on failure keeps the errmsg.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const signIn = async (call: () => Promise<SessionUser>) => {
    setPending(true);
    setError(null);
    try {
      storeSignIn(await call());
      queryClient.clear();
      const target = loginTarget(params.get('redirect') ?? takeKeptPath());
      if (isFullPageLink(target)) pageLoad.assign(target);
      else await navigate(target, { replace: true });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return { signIn, error, setError, pending };
}
