import { feedbackDetail, feedbackSubmit } from '@portal/contract';
import type { FeedbackService } from '../../modules/content/feedback.service';
import { type RouteApp, route } from '../define-route';

/** Feedback screens: leave feedback, read it back by its reference. */
export const feedbackRoutes = (app: RouteApp, feedback: FeedbackService): void => {
  route(app, feedbackSubmit, ({ brand, caller, body }) => feedback.submit(brand, caller, body), {
    config: { rateLimit: 'feedback' },
  });
  route(app, feedbackDetail, ({ brand, query }) => feedback.detail(brand, query.ref));
};
