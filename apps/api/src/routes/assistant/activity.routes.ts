import { addLog, RequestHeaders } from '@portal/contract';
import type { ActivityService } from '../../modules/activity/activity.service';
import { type RouteApp, route } from '../define-route';

export const activityRoutes = (app: RouteApp, activity: ActivityService): void => {
  route(app, addLog, ({ brand, caller, body, request }) => {
    const guest = request.headers[RequestHeaders.guestId.toLowerCase()];
    return activity.log(brand, caller, typeof guest === 'string' ? guest : undefined, body);
  });
};
