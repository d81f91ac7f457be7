import type {
  roweLinkStatus,
  roweRedirectUrl,
  roweRegister,
  roweUserInfo,
  SessionUser,
  userLoginBody,
} from '@portal/contract';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';

/** Rowe single sign-on (ROWE only, spec 7: /mibd/roweSSO/...). Screens show errors themselves. */

type Val<C extends { response: z.ZodType }> =
  z.output<C['response']> extends { val: infer V } ? V : never;
type Body<C extends { body: z.ZodType }> = z.input<C['body']>;

export type RoweUserInfo = Val<typeof roweUserInfo>;
export type RoweCallback = Body<typeof roweUserInfo>;
export type RowePrefill = Val<typeof roweRegister>;
export type RoweLink = Val<typeof roweLinkStatus>;

const quiet = { silent: true } as const;

/** Where to send the browser: Rowe's sign-in page (`bind`: link to the signed-in account). */
export const fetchRoweRedirect = (bind: boolean) =>
  request<Val<typeof roweRedirectUrl>>('/mibd/roweSSO/getRedirectCodeUrl', {
    body: { bind } satisfies Body<typeof roweRedirectUrl>,
    ...quiet,
  });

/** Back from Rowe with code, state and iss: signed in, linked, or a linking code. */
export const fetchRoweUserInfo = (callback: RoweCallback) =>
  request<RoweUserInfo>('/mibd/roweSSO/getRoweUserInfo', { body: callback, ...quiet });

/** What the Rowe identity brings to a new trade application. */
export const fetchRowePrefill = (linkingCode: string) =>
  request<RowePrefill>('/mibd/roweSSO/register', {
    body: { RoweLinkingCode: linkingCode } satisfies Body<typeof roweRegister>,
    ...quiet,
  });

/** validateLogon: the trade sign-in of spec 5 that also links the Rowe identity. */
export const roweLinkLogin = (username: string, password: string, linkingCode: string) =>
  request<SessionUser>('/mibd/login/user_login', {
    body: {
      username: username.trim(),
      password,
      login_type: '1',
      obtain: '1',
      is_bind_rowe_id: '1',
      RoweLinkingCode: linkingCode,
    } satisfies z.input<typeof userLoginBody>,
    ...quiet,
  });

/** The Rowe account linked to the signed-in trade account (account settings). */
export const fetchRoweLink = () =>
  request<RoweLink>('/mibd/roweSSO/linkStatus', { body: {}, ...quiet });

/** Removes that link. */
export const unlinkRowe = () =>
  request<{ linked: false }>('/mibd/roweSSO/unlink', { body: {}, ...quiet });
