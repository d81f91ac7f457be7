import { Button, Chip, Group, Radio, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FeedbackTopics, FeedbackMessages as M } from '@portal/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { ContentPage, cardClass } from '../shared/content-page';
import { choicesFrom, RATINGS } from './feedback-choices';

/** /feedback, step 1 of 2: how it went and what about; the comments follow on /feedbackText. */
export function FeedbackScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const before = choicesFrom(params);
  const form = useForm({
    mode: 'controlled',
    initialValues: { rating: before ? String(before.rating) : '', topic: before?.topic ?? '' },
    validate: {
      rating: (v) => (v ? null : M.rating),
      topic: (v) => (v ? null : M.topic),
    },
  });
  const next = form.onSubmit((values) =>
    navigate(`/feedbackText?${new URLSearchParams(values).toString()}`),
  );
  return (
    <ContentPage
      eyebrow="Feedback"
      title="Feedback"
      lead="Tell us how we are doing. It takes a minute and every message is read by the team responsible."
    >
      <form noValidate onSubmit={next} className={cardClass} aria-label="Feedback">
        <Stack gap="xl">
          <Radio.Group
            label="How was your experience?"
            withAsterisk
            key={form.key('rating')}
            {...form.getInputProps('rating')}
          >
            <Group mt="sm" gap="lg">
              {RATINGS.map((r) => (
                <Radio key={r.value} value={String(r.value)} label={`${r.value} · ${r.label}`} />
              ))}
            </Group>
          </Radio.Group>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <Text component="legend" fw={500} size="sm" p={0}>
              What is it about?{' '}
              <Text span c="red" aria-hidden="true">
                *
              </Text>
            </Text>
            <Chip.Group
              multiple={false}
              value={form.values.topic}
              onChange={(v) => form.setFieldValue('topic', v)}
            >
              <Group gap="xs" mt="sm">
                {FeedbackTopics.map((topic) => (
                  <Chip key={topic} value={topic} variant="outline">
                    {topic}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {form.errors.topic && (
              <Text c="red" size="xs" mt={6} role="alert">
                {form.errors.topic}
              </Text>
            )}
          </fieldset>
          <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        </Stack>
      </form>
    </ContentPage>
  );
}
