import type {
  changeMode,
  changePassword,
  ffdLoginBody,
  forgetPassword,
  getPhoneCode,
  SessionUser,
  setPassword,
  userInfo,
  userLoginBody,
  userRole,
} from '@portal/contract';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';

/** The account calls of spec 7 (login, roles, user info, mode, passwords), typed by the contract. */

type Val<C extends { response: z.ZodType }> =
  z.output<C['response']> extends { val: infer V } ? V : never;
type Body<C extends { body: z.ZodType }> = z.input<C['body']>;

export type UserInfo = Val<typeof userInfo>;
export type RoleAnswer = Val<typeof userRole>;
export type ModeAnswer = Val<typeof changeMode>;
export type ModeRequest = Body<typeof changeMode>;

/** Every screen shows the server's errmsg itself, under its form. */
const quiet = { silent: true } as const;

export const passwordLogin = (username: string, password: string) =>
  request<SessionUser>('/mibd/login/user_login', {
    body: {
      username: username.trim(),
      password,
      login_type: '1',
      obtain: '1',
    } satisfies z.input<typeof userLoginBody>,
    ...quiet,
  });

export const smsLogin = (phone: string, code: string) =>
  request<SessionUser>('/mibd/login/user_login', {
    body: {
      username: phone.trim(),
      password: '',
      login_type: '2',
      obtain: '1',
      code: code.trim(),
    } satisfies z.input<typeof userLoginBody>,
    ...quiet,
  });

export const ffdLogin = (email: string, password: string) =>
  request<SessionUser>('/mibdol/login/user_login', {
    body: { email: email.trim(), password, obtain: '1' } satisfies z.input<typeof ffdLoginBody>,
    ...quiet,
  });

export const sendLoginCode = (phone: string) =>
  request<Val<typeof getPhoneCode>>('/mibd/login/get_phone_code', {
    body: { phone: phone.trim() } satisfies Body<typeof getPhoneCode>,
    ...quiet,
  });

export const logout = () => request<{ ended: boolean }>('/mibd/login/logout', quiet);

export const fetchRoles = () =>
  request<RoleAnswer>('/mibd/common/user_role', { method: 'GET', ...quiet });

export const fetchUserInfo = () => request<UserInfo>('/xbom/login/userInfo', quiet);

export const switchMode = (body: ModeRequest) =>
  request<ModeAnswer>('/mibd/common/change_mode', { body, ...quiet });

export const requestPasswordLink = (email: string) =>
  request<Val<typeof forgetPassword>>('/mibd/login/forget_password', {
    body: { email: email.trim() } satisfies Body<typeof forgetPassword>,
    ...quiet,
  });

export const setPasswordWithLink = (body: Body<typeof setPassword>) =>
  request<Val<typeof setPassword>>('/mibd/login/set_password', { body, ...quiet });

export const changeOwnPassword = (body: Body<typeof changePassword>) =>
  request<Val<typeof changePassword>>('/mibd/user/change_password', { body, ...quiet });
