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
  ok,
  userInfo,
  userLogin,
  userRole,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import type { AuthService } from '../../modules/identity/auth.service';
import type { RoweSsoService } from '../../modules/identity/rowe-sso.service';

const tags = ['accounts and sessions'];

export const authRoutes =
  (auth: AuthService, rowe: RoweSsoService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      userLogin.path,
      {
        schema: {
          tags,
          summary: 'Sign in with a password or an SMS code',
          body: userLogin.body,
          response: { 200: userLogin.response },
        },
      },
      async (request) => {
        const b = request.body;
        // validateLogon (ROWE): the trade sign-in also links the Rowe identity behind the code.
        if (b.is_bind_rowe_id === '1')
          return ok(await rowe.loginAndLink(b, request.brand, request.ip));
        const user =
          b.login_type === '2'
            ? await auth.loginWithCode(
                { username: b.username, code: b.code },
                request.brand,
                request.ip,
              )
            : await auth.loginWithPassword(b, request.brand, request.ip);
        return ok(user);
      },
    );

    app.post(
      ffdLogin.path,
      {
        schema: {
          tags,
          summary: 'Flash Deals sign-in with email and password',
          body: ffdLogin.body,
          response: { 200: ffdLogin.response },
        },
      },
      async (request) => {
        const email = request.body.email.trim();
        if (!email) throw new AppError(ErrorCode.AUTH_FAILED, AuthMessages.enterEmail);
        return ok(
          await auth.loginWithPassword(
            { username: email, password: request.body.password },
            'FFD',
            request.ip,
          ),
        );
      },
    );

    app.post(
      getPhoneCode.path,
      {
        schema: {
          tags,
          summary: 'Send a 6-digit sign-in code by SMS',
          body: getPhoneCode.body,
          response: { 200: getPhoneCode.response },
        },
      },
      async (request) => ok(await auth.sendLoginCode(request.body.phone)),
    );

    app.post(
      logout.path,
      {
        config: { sessionOptional: true },
        schema: {
          tags,
          summary: 'End the session of the token',
          response: { 200: logout.response },
        },
      },
      async (request) => ok({ ended: await auth.logout(request.caller) }),
    );

    app.get(
      userRole.path,
      {
        schema: {
          tags,
          summary: "The role list of the token's mode (visitor without a token)",
          response: { 200: userRole.response },
        },
      },
      async (request) => {
        const { caller } = request;
        // Flash-deal shoppers have no trade role on the trade sites (spec 8: 22003).
        if (caller.accountType === 'ffd' && request.brand !== 'FFD')
          throw new AppError(ErrorCode.NO_ROLE, Messages.noRole);
        return ok({ Role: [...caller.roles], mode: caller.mode });
      },
    );

    app.post(
      userInfo.path,
      {
        schema: {
          tags,
          summary: "The signed-in user's names",
          response: { 200: userInfo.response },
        },
      },
      async (request) => ok(await auth.userInfo(request.caller)),
    );

    app.post(
      customerList.path,
      {
        schema: {
          tags,
          summary: "The designer's customers",
          response: { 200: customerList.response },
        },
      },
      async (request) => ok(await auth.customers(request.caller)),
    );

    app.post(
      changeMode.path,
      {
        schema: {
          tags,
          summary: 'Change the view mode of the session',
          body: changeMode.body,
          response: { 200: changeMode.response },
        },
      },
      async (request) => {
        const { mode, customer_id } = request.body;
        const resolved = mode === 'discuss' || mode === 'designer' ? ModeAliases[mode] : mode;
        return ok(await auth.changeMode(request.caller, resolved, customer_id));
      },
    );
  };
