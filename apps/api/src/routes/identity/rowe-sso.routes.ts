import {
  roweLinkStatus,
  roweRedirectUrl,
  roweRegister,
  roweSsoStatus,
  roweUnlink,
  roweUserInfo,
} from '@portal/contract';
import type { RoweSsoService } from '../../modules/identity/rowe-sso.service';
import { type RouteApp, route } from '../define-route';
import { bindFlowToBrowser, boundState, clearBinding } from './rowe-browser-binding';

export const roweSsoRoutes = (app: RouteApp, sso: RoweSsoService): void => {
  route(app, roweSsoStatus, () => sso.status());
  route(app, roweRedirectUrl, async ({ caller, body, request, reply }) => {
    const { redirect_url, state } = await sso.redirectUrl(caller, body.bind);
    bindFlowToBrowser(request, reply, state);
    return { redirect_url };
  });
  route(app, roweUserInfo, ({ body, request, reply }) => {
    const started = boundState(request);
    clearBinding(request, reply);
    return sso.finish(body.code, body.state, body.iss, started);
  });
  route(app, roweRegister, ({ body }) => sso.registrationPrefill(body.RoweLinkingCode));
  route(app, roweLinkStatus, ({ caller }) => sso.linkStatus(caller));
  route(app, roweUnlink, ({ caller }) => sso.unlink(caller));
};
