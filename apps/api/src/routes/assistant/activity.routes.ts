import { addLog, RequestHeaders } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivityService } from '../../modules/activity/activity.service';
import { route } from '../define-route';

export const activityRoutes =
  (activity: ActivityService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, addLog, ({ brand, caller, body, request }) => {
      const guest = request.headers[RequestHeaders.guestId.toLowerCase()];
      return activity.log(brand, caller, typeof guest === 'string' ? guest : undefined, body);
    });
  };
