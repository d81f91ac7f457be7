import type { LazyRouteModule } from '../brands/brand-config';

/**
 * Rowe single sign-on, in ROWE's build only (the route table has the routes on ROWE only). The
 * build mode is the brand slug and is replaced at build time, so other brands drop the imports.
 */
const roweModules: Readonly<Record<string, LazyRouteModule>> =
  import.meta.env.MODE === 'rowe'
    ? {
        validateLogon: () => import('./routes/validate-logon.route'),
        bindAccount: () => import('./routes/bind-account.route'),
      }
    : {};

/** The dealer application (Request Access), in the dealer site's build only. */
const dealerModules: Readonly<Record<string, LazyRouteModule>> =
  import.meta.env.MODE === 'ca-dealer'
    ? { requestAccess: () => import('./routes/request-access.route') }
    : {};

/** The account screens of issue 3 (login, registration, passwords, modes, settings). */
export const authModules: Readonly<Record<string, LazyRouteModule>> = {
  login: () => import('./routes/login.route'),
  jcLogin: () => import('./routes/login.route'),
  register: () => import('./routes/register.route'),
  selectMode: () => import('./routes/select-mode.route'),
  forgetPassword: () => import('./routes/forget-password.route'),
  setPassword: () => import('./routes/set-password.route'),
  accountSettings: () => import('./routes/account-settings.route'),
  accountInformation: () => import('./routes/account-information.route'),
  noPermission: () => import('./routes/no-permission.route'),
  ...roweModules,
  ...dealerModules,
};
