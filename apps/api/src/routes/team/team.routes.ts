import {
  subAccountActivate,
  subAccountActivationInfo,
  subAccountClose,
  subAccountInvite,
  subAccountList,
  subAccountReopen,
  subAccountResend,
} from '@portal/contract';
import type { TeamService } from '../../modules/team/team.service';
import { type RouteApp, route } from '../define-route';

export const teamRoutes = (app: RouteApp, team: TeamService): void => {
  route(app, subAccountList, ({ caller }) => team.list(caller));
  route(app, subAccountInvite, ({ caller, brand, brandOrigin, body }) =>
    team.invite(caller, { brand, origin: brandOrigin }, body),
  );
  route(app, subAccountResend, ({ caller, brand, brandOrigin, body }) =>
    team.resend(caller, { brand, origin: brandOrigin }, body.id),
  );
  route(app, subAccountReopen, ({ caller, brand, brandOrigin, body }) =>
    team.reopen(caller, { brand, origin: brandOrigin }, body.id),
  );
  route(app, subAccountClose, ({ caller, body }) => team.close(caller, body.id));
  // Opened from a mail: an old session in that browser must not stop the activation.
  route(app, subAccountActivationInfo, ({ body }) => team.activationInfo(body.token), {
    config: { sessionOptional: true },
  });
  route(app, subAccountActivate, ({ body }) => team.activate(body), {
    config: { sessionOptional: true },
  });
};
