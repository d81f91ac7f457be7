import {
  ok,
  roweLinkStatus,
  roweRedirectUrl,
  roweRegister,
  roweUnlink,
  roweUserInfo,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoweSsoService } from '../../modules/identity/rowe-sso.service';
import { bindFlowToBrowser, boundState, clearBinding } from './rowe-browser-binding';

const tags = ['Rowe single sign-on'];

export const roweSsoRoutes =
  (sso: RoweSsoService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      roweRedirectUrl.path,
      {
        schema: {
          tags,
          summary: 'Where to send the browser to sign in with Rowe',
          body: roweRedirectUrl.body,
          response: { 200: roweRedirectUrl.response },
        },
      },
      async (request, reply) => {
        const { redirect_url, state } = await sso.redirectUrl(request.caller, request.body.bind);
        bindFlowToBrowser(request, reply, state);
        return ok({ redirect_url });
      },
    );
    app.post(
      roweUserInfo.path,
      {
        schema: {
          tags,
          summary: 'Finish the Rowe sign-in (code and state from /validateLogon)',
          body: roweUserInfo.body,
          response: { 200: roweUserInfo.response },
        },
      },
      async (request, reply) => {
        const started = boundState(request);
        clearBinding(request, reply);
        const { code, state, iss } = request.body;
        return ok(await sso.finish(code, state, iss, started));
      },
    );
    app.post(
      roweRegister.path,
      {
        schema: {
          tags,
          summary: 'Registration prefill from an unlinked Rowe identity',
          body: roweRegister.body,
          response: { 200: roweRegister.response },
        },
      },
      async (request) => ok(await sso.registrationPrefill(request.body.RoweLinkingCode)),
    );
    app.post(
      roweLinkStatus.path,
      {
        schema: {
          tags,
          summary: "The signed-in caller's Rowe link",
          response: { 200: roweLinkStatus.response },
        },
      },
      async (request) => ok(await sso.linkStatus(request.caller)),
    );
    app.post(
      roweUnlink.path,
      {
        schema: {
          tags,
          summary: "Remove the signed-in caller's Rowe link",
          response: { 200: roweUnlink.response },
        },
      },
      async (request) => ok(await sso.unlink(request.caller)),
    );
  };
