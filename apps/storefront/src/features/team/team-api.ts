import {
  subAccountActivate,
  subAccountActivationInfo,
  subAccountClose,
  subAccountInvite,
  subAccountList,
  subAccountReopen,
  subAccountResend,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type CallVal, call } from '../../lib/call';
import { quietQuery } from '../../lib/quiet-call';

const KEY = ['team', 'sub-accounts'] as const;

const quiet = { silent: true } as const;

export type SubAccounts = CallVal<typeof subAccountList>;
export type SubAccountRow = SubAccounts['list'][number];
export type ActivationInput = CallInput<typeof subAccountActivate>;

export const subAccountsQueryOptions = () => ({
  ...quietQuery(subAccountList, KEY, {}),
  retry: false,
});

export const activationInfoQueryOptions = (token: string) => ({
  ...quietQuery(subAccountActivationInfo, ['team', 'activation', token] as const, { token }),
  enabled: token !== '',
  retry: false,
});

/** Invite, resend, reopen and close: each reads the list again when it succeeds. */
const useTeamMutation = <I, R>(fn: (input: I) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};

export const useInvite = () =>
  useTeamMutation((body: CallInput<typeof subAccountInvite>) =>
    call(subAccountInvite, body, quiet),
  );
export const useResend = () =>
  useTeamMutation((id: number) => call(subAccountResend, { id }, quiet));
export const useReopen = () =>
  useTeamMutation((id: number) => call(subAccountReopen, { id }, quiet));
export const useClose = () => useTeamMutation((id: number) => call(subAccountClose, { id }, quiet));

export const useActivate = () =>
  useMutation({ mutationFn: (body: ActivationInput) => call(subAccountActivate, body, quiet) });
