import { z } from 'zod';
import { FieldMax, textFields } from '../../field-rules';
import { callGroup } from '../call-group';

const { get, post } = callGroup('content');

/** What a visitor can leave feedback about (/feedback). */
export const FeedbackTopics = ['Website', 'Products', 'Ordering', 'Delivery', 'Service'] as const;
export type FeedbackTopic = (typeof FeedbackTopics)[number];

/** Texts of the feedback screens (the spec does not word them; same style as spec 5). */
export const FeedbackMessages = {
  rating: 'Please choose a rating',
  topic: 'Please choose a topic',
  comments: 'Please enter your comments',
  notFound: 'This feedback could not be found',
} as const;

/** POST /mibd/common/feedback (not shown in the spec): stored and mailed to customer service. */
export const feedbackSubmit = post(
  '/mibd/common/feedback',
  'Leave feedback (stored and mailed to customer service)',
  {
    body: textFields(FieldMax.feedback).extend({
      rating: z.coerce.number().int().min(0).max(5).default(0),
    }),
    val: z.object({ ref: z.string(), message: z.string() }),
  },
);

export const feedbackSchema = z.object({
  ref: z.string(),
  rating: z.number().int(),
  topic: z.string(),
  comments: z.string(),
  created_at: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /mibd/common/feedback_detail?ref= (feedbackDetail): one feedback by its reference. */
export const feedbackDetail = get('/mibd/common/feedback_detail', 'One feedback by its reference', {
  querystring: z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/, 'Unknown reference') }),
  val: feedbackSchema,
});
