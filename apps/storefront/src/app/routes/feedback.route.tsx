import { FeedbackScreen } from '../../features/content/feedback/feedback-screen';

/** /feedback: rate the experience and pick a topic. */
export function Component() {
  return <FeedbackScreen />;
}
