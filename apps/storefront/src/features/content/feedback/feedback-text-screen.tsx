import { Anchor, Stack, Text } from '@mantine/core';
import { FieldMax, FeedbackMessages as M } from '@portal/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SmartLink } from '../../../components/smart-link';
import { useFeedbackMutation } from '../api/content-api';
import { ContentPage, cardClass } from '../shared/content-page';
import { emailCheck, requiredText } from '../shared/form-checks';
import { FormFailure, SubmitButton } from '../shared/form-status';
import { type TextFieldSpec, TextFields } from '../shared/text-fields';
import { useContentForm } from '../shared/use-content-form';
import { choicesFrom, ratingLabel } from './feedback-choices';

const FEEDBACK_FIELDS: readonly TextFieldSpec<'comments' | 'email'>[] = [
  { name: 'comments', label: 'Your comments', required: true, lines: { minRows: 6 } },
  {
    name: 'email',
    label: 'Email',
    description: 'If you would like an answer',
    type: 'email',
    autoComplete: 'email',
  },
];

/** /feedbackText, step 2 of 2: the comments, then submit and see it on /feedbackDetail. */
export function FeedbackTextScreen() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const choices = choicesFrom(params);
  const { form, onSubmit, pending, error, result } = useContentForm({
    initialValues: { comments: '', email: '' },
    validate: { comments: requiredText(M.comments), email: emailCheck(false) },
    mutation: useFeedbackMutation(),
    toInput: (values) => ({ ...values, rating: choices!.rating, topic: choices!.topic }),
  });

  useEffect(() => {
    if (!choices) navigate('/feedback', { replace: true });
  }, [choices, navigate]);
  useEffect(() => {
    if (result) navigate(`/feedbackDetail?ref=${result.ref}`, { state: { submitted: true } });
  }, [result, navigate]);
  if (!choices) return null;

  return (
    <ContentPage
      eyebrow="Feedback · step 2 of 2"
      title="Feedback"
      lead={
        <>
          You rated us <strong>{ratingLabel(choices.rating)}</strong> on{' '}
          <strong>{choices.topic}</strong>.{' '}
          <Anchor component={SmartLink} to={`/feedback${search}`}>
            Change
          </Anchor>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className={cardClass} aria-label="Your comments">
        <Stack gap="md">
          <TextFields form={form} fields={FEEDBACK_FIELDS} limits={FieldMax.feedback} />
          <Text size="xs" c="dimmed">
            We use your email only to answer this feedback.
          </Text>
          <SubmitButton pending={pending}>Submit</SubmitButton>
        </Stack>
        <FormFailure message={error} />
      </form>
    </ContentPage>
  );
}
