import { feedbackDetail, feedbackSubmit, ok } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedbackService } from '../../modules/content/feedback.service';

const tags = ['content'];

/** Feedback screens: leave feedback, read it back by its reference. */
export const feedbackRoutes =
  (feedback: FeedbackService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      feedbackSubmit.path,
      {
        config: { rateLimit: 'feedback' },
        schema: {
          tags,
          summary: 'Leave feedback (stored and mailed to customer service)',
          body: feedbackSubmit.body,
          response: { 200: feedbackSubmit.response },
        },
      },
      async (request) => ok(await feedback.submit(request.brand, request.caller, request.body)),
    );
    app.get(
      feedbackDetail.path,
      {
        schema: {
          tags,
          summary: 'One feedback by its reference',
          querystring: feedbackDetail.querystring,
          response: { 200: feedbackDetail.response },
        },
      },
      async (request) => ok(await feedback.detail(request.brand, request.query.ref)),
    );
  };
