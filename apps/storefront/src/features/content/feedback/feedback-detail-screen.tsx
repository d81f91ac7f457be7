import { Alert, Button, Group, Rating, Skeleton, Stack, Text } from '@mantine/core';
import { Messages } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { SmartLink } from '../../../components/smart-link';
import { feedbackQueryOptions } from '../api/content-api';
import { ContentPage, cardClass } from '../shared/content-page';
import { loadError } from '../shared/submit-error';
import { ratingLabel } from './feedback-choices';

/** /feedbackDetail?ref=: the feedback as we received it (the reference is private to its sender). */
export function FeedbackDetailScreen() {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const justSent = (useLocation().state as { submitted?: boolean } | null)?.submitted === true;
  const detail = useQuery(feedbackQueryOptions(ref));

  return (
    <ContentPage
      eyebrow="Feedback"
      title="Feedback Details"
      lead="Thank you for taking the time. Keep this page's address to read your feedback again."
    >
      <div className={cardClass}>
        {justSent && (
          <Alert color="green" variant="light" role="status" mb="lg" data-testid="form-submitted">
            {Messages.submitted}
          </Alert>
        )}
        {!ref && <Text c="dimmed">There is no feedback to show.</Text>}
        {ref && detail.isPending && (
          <Stack aria-busy="true" aria-label="Loading feedback">
            <Skeleton height={20} width="40%" />
            <Skeleton height={80} />
          </Stack>
        )}
        {detail.isError && (
          <Alert color="red" variant="light" role="alert">
            {loadError(detail.error)}
          </Alert>
        )}
        {detail.data && (
          <Stack gap="sm">
            <Group gap="sm">
              <Rating value={detail.data.rating} readOnly aria-hidden="true" />
              <Text fw={600}>
                {detail.data.rating}/5 · {ratingLabel(detail.data.rating)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              About {detail.data.topic} ·{' '}
              {new Date(detail.data.created_at).toLocaleString('en-US', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-comments">
              {detail.data.comments}
            </Text>
          </Stack>
        )}
        <Button component={SmartLink} to="/home" variant="subtle" px={0} mt="lg">
          Back to home
        </Button>
      </div>
    </ContentPage>
  );
}
