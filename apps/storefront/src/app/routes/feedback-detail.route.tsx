import { FeedbackDetailScreen } from '../../features/content/feedback/feedback-detail-screen';

/** /feedbackDetail?ref=: the feedback as received. */
export function Component() {
  return <FeedbackDetailScreen />;
}
