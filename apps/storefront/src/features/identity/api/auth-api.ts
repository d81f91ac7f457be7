import {
  changeMode,
  ffdLogin as ffdLoginCall,
  logout as logoutCall,
  userInfo,
  userLogin,
  userRole,
} from '@portal/contract';
import { type CallInput, type CallVal, call } from '../../../lib/call';

/**
 * The session's calls (spec 7: login, roles, user info, mode, logout), for the route guard and
 * the sign-in screens. No data cache here: the guard runs before it has loaded.
 */

export type UserInfo = CallVal<typeof userInfo>;
export type RoleAnswer = CallVal<typeof userRole>;
export type ModeAnswer = CallVal<typeof changeMode>;
export type ModeRequest = CallInput<typeof changeMode>;
export type LoginBody = CallInput<typeof userLogin>;

/** Every screen shows the server's errmsg itself, under its form. */
const quiet = { silent: true } as const;

/** The trade sign-in (spec 5): the account trimmed, the password as typed. */
export const tradeLogin = (body: LoginBody) => call(userLogin, body, quiet);

export const passwordLogin = (username: string, password: string) =>
  tradeLogin({ username: username.trim(), password, login_type: '1', obtain: '1' });

export const smsLogin = (phone: string, code: string) =>
  tradeLogin({
    username: phone.trim(),
    password: '',
    login_type: '2',
    obtain: '1',
    code: code.trim(),
  });

export const ffdLogin = (email: string, password: string) =>
  call(ffdLoginCall, { email: email.trim(), password, obtain: '1' }, quiet);

export const logout = () => call(logoutCall, undefined, quiet);

export const fetchRoles = () => call(userRole, undefined, quiet);

export const fetchUserInfo = () => call(userInfo, undefined, quiet);

export const switchMode = (body: ModeRequest) => call(changeMode, body, quiet);
