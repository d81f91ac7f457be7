import { changePassword, forgetPassword, setPassword } from '@portal/contract';
import type { PasswordService } from '../../modules/identity/password.service';
import { type RouteApp, route } from '../define-route';

export const passwordRoutes = (app: RouteApp, passwords: PasswordService): void => {
  // The link's origin is the brand's configured one: a forged Host must not steer it.
  route(app, forgetPassword, ({ body, brandOrigin }) =>
    passwords.sendResetLink(body.email, brandOrigin),
  );

  route(
    app,
    setPassword,
    ({ body: b }) => passwords.setWithLink(b.token, b.password, b.confirm_password),
    { config: { sessionOptional: true } },
  );

  route(app, changePassword, ({ body: b, caller }) =>
    passwords.change(caller, b.old_password, b.password, b.confirm_password),
  );
};
