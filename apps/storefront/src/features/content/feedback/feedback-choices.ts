import { type FeedbackTopic, FeedbackTopics } from '@portal/contract';

export const RATINGS = [
  { value: 1, label: 'Poor' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very good' },
  { value: 5, label: 'Excellent' },
] as const;

export const ratingLabel = (rating: number) => RATINGS.find((r) => r.value === rating)?.label ?? '';

/** The rating and topic carried from /feedback to /feedbackText in the query, checked. */
export function choicesFrom(
  params: URLSearchParams,
): { rating: number; topic: FeedbackTopic } | null {
  const rating = Number(params.get('rating'));
  const topic = params.get('topic') ?? '';
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return null;
  if (!(FeedbackTopics as readonly string[]).includes(topic)) return null;
  return { rating, topic: topic as FeedbackTopic };
}
