import { changePassword, forgetPassword, ok, setPassword } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PasswordService } from '../../modules/identity/password.service';

const tags = ['accounts and sessions'];

export const passwordRoutes =
  (passwords: PasswordService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      forgetPassword.path,
      {
        schema: {
          tags,
          summary: 'Mail a single-use set-password link',
          body: forgetPassword.body,
          response: { 200: forgetPassword.response },
        },
      },
      // The link's origin is the brand's configured one: a forged Host must not steer it.
      async (request) => ok(await passwords.sendResetLink(request.body.email, request.brandOrigin)),
    );

    app.post(
      setPassword.path,
      {
        config: { sessionOptional: true },
        schema: {
          tags,
          summary: 'Set a password with a mailed link',
          body: setPassword.body,
          response: { 200: setPassword.response },
        },
      },
      async (request) => {
        const b = request.body;
        return ok(await passwords.setWithLink(b.token, b.password, b.confirm_password));
      },
    );

    app.post(
      changePassword.path,
      {
        schema: {
          tags,
          summary: 'Change the password (ends the other sessions)',
          body: changePassword.body,
          response: { 200: changePassword.response },
        },
      },
      async (request) => {
        const b = request.body;
        return ok(
          await passwords.change(request.caller, b.old_password, b.password, b.confirm_password),
        );
      },
    );
  };
