import {
  AuthMessages,
  changeMode,
  customerList,
  ErrorCode,
  ffdLogin,
  getPhoneCode,
  logout,
  Messages,
  ModeAliases,
  userInfo,
  userLogin,
  userRole,
} from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { AuthService } from '../../modules/identity/auth.service';
import type { RoweSsoService } from '../../modules/identity/rowe-sso.service';
import { type RouteApp, route } from '../define-route';

export const authRoutes = (app: RouteApp, auth: AuthService, rowe: RoweSsoService): void => {
  route(app, userLogin, ({ body: b, brand, request }) => {
    // validateLogon (ROWE): the trade sign-in also links the Rowe identity behind the code.
    if (b.is_bind_rowe_id === '1') return rowe.loginAndLink(b, brand, request.ip);
    return b.login_type === '2'
      ? auth.loginWithCode({ username: b.username, code: b.code }, brand, request.ip)
      : auth.loginWithPassword(b, brand, request.ip);
  });

  route(app, ffdLogin, ({ body, request }) => {
    const email = body.email.trim();
    if (!email) throw new AppError(ErrorCode.AUTH_FAILED, AuthMessages.enterEmail);
    return auth.loginWithPassword({ username: email, password: body.password }, 'FFD', request.ip);
  });

  // Counted per address like every call that sends something on a visitor's word.
  route(app, getPhoneCode, ({ body, request }) => auth.sendLoginCode(body.phone, request.ip), {
    config: { rateLimit: 'login-code' },
  });

  route(app, logout, async ({ caller }) => ({ ended: await auth.logout(caller) }), {
    config: { sessionOptional: true },
  });

  route(app, userRole, ({ caller, brand }) => {
    // Flash-deal shoppers have no trade role on the trade sites (spec 8: 22003).
    if (caller.accountType === 'ffd' && brand !== 'FFD')
      throw new AppError(ErrorCode.NO_ROLE, Messages.noRole);
    return { Role: [...caller.roles], mode: caller.mode };
  });

  route(app, userInfo, ({ caller }) => auth.userInfo(caller));

  route(app, customerList, ({ caller }) => auth.customers(caller));

  route(app, changeMode, ({ body, caller }) => {
    const { mode, customer_id } = body;
    const resolved = mode === 'discuss' || mode === 'designer' ? ModeAliases[mode] : mode;
    return auth.changeMode(caller, resolved, customer_id);
  });
};
