import {
  roweLinkStatus,
  roweRedirectUrl,
  roweRegister,
  roweSsoStatus,
  roweUnlink,
  roweUserInfo,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type CallVal, call } from '../../../lib/call';
import { tradeLogin } from './auth-api';

/** Rowe single sign-on (ROWE only, spec 7: /mibd/roweSSO/...). Screens show errors themselves. */

export type RoweUserInfo = CallVal<typeof roweUserInfo>;
export type RoweCallback = CallInput<typeof roweUserInfo>;
export type RoweLink = CallVal<typeof roweLinkStatus>;

const quiet = { silent: true } as const;

/** Whether the server has Rowe sign-in configured (read once per page; the answer is settings). */
export const roweStatusQueryOptions = () => ({
  queryKey: ['rowe', 'status'] as const,
  queryFn: () => call(roweSsoStatus, undefined, quiet),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Where to send the browser: Rowe's sign-in page (`bind`: link to the signed-in account). */
export const useRoweRedirectMutation = () =>
  useMutation({ mutationFn: (bind: boolean) => call(roweRedirectUrl, { bind }, quiet) });

/** Back from Rowe with code, state and iss: signed in, linked, or a linking code. */
export const fetchRoweUserInfo = (callback: RoweCallback) => call(roweUserInfo, callback, quiet);

/** What the Rowe identity brings to a new trade application (by its linking code). */
export const useRowePrefillMutation = () =>
  useMutation({
    mutationFn: (linkingCode: string) =>
      call(roweRegister, { RoweLinkingCode: linkingCode }, quiet),
  });

/** validateLogon: the trade sign-in of spec 5 that also links the Rowe identity. */
export const roweLinkLogin = (username: string, password: string, linkingCode: string) =>
  tradeLogin({
    username: username.trim(),
    password,
    login_type: '1',
    obtain: '1',
    is_bind_rowe_id: '1',
    RoweLinkingCode: linkingCode,
  });

const LINK_KEY = ['rowe', 'link'] as const;
const NOT_LINKED: RoweLink = { linked: false, email: '', linked_at: null };

/** The Rowe account linked to the signed-in trade account (account settings). */
export const roweLinkQueryOptions = () => ({
  queryKey: LINK_KEY,
  queryFn: () => call(roweLinkStatus, undefined, quiet),
});

/** Removes that link; the panel then shows none. */
export const useUnlinkRoweMutation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(roweUnlink, undefined, quiet),
    onSuccess: () => client.setQueryData(LINK_KEY, NOT_LINKED),
  });
};
