import { feedbackDetail, feedbackSubmit } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedbackService } from '../../modules/content/feedback.service';
import { route } from '../define-route';

/** Feedback screens: leave feedback, read it back by its reference. */
export const feedbackRoutes =
  (feedback: FeedbackService): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, feedbackSubmit, ({ brand, caller, body }) => feedback.submit(brand, caller, body), {
      config: { rateLimit: 'feedback' },
    });
    route(app, feedbackDetail, ({ brand, query }) => feedback.detail(brand, query.ref));
  };
