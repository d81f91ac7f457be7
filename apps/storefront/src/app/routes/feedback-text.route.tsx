import { FeedbackTextScreen } from '../../features/content/feedback/feedback-text-screen';

/** /feedbackText: the comments, then submit. */
export function Component() {
  return <FeedbackTextScreen />;
}
