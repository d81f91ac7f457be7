import { currentAccountApply, currentAccountStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type CallVal, call } from '../../../lib/call';

export type ApplicationInput = CallInput<typeof currentAccountApply>;
/** The company's latest application, null before the first. */
export type Application = CallVal<typeof currentAccountStatus>;

const STATUS_KEY = ['current-account', 'status'] as const;

export const statusQueryOptions = () => ({
  queryKey: STATUS_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(currentAccountStatus, undefined, { signal, silent: true }),
});

/** Sends the application; its answer is the new status (no second round trip). */
export function useApplyForTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplicationInput) => call(currentAccountApply, input, { silent: true }),
    onSuccess: (application) => client.setQueryData(STATUS_KEY, application),
    // Refused as already under review (another tab, a colleague): show that application.
    onError: () => client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
