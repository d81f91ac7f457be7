import { SimpleGrid, Stack } from '@mantine/core';
import { FormMessages as F, FieldMax, Policy } from '@portal/contract';
import { blankValues } from '../../../lib/blank-values';
import { type SampleInput, useSampleRequestMutation } from '../api/content-api';
import { emailCheck, requiredName, requiredText } from '../shared/form-checks';
import { FormFailure, SubmitButton, SubmittedNote } from '../shared/form-status';
import { type TextFieldSpec, TextFields } from '../shared/text-fields';
import { useContentForm } from '../shared/use-content-form';

const EMPTY = blankValues(FieldMax.sample) satisfies Required<SampleInput>;

/** Spec 5: full name, item number, finish name, company, address and comments; email optional. */
export const sampleChecks = {
  full_name: requiredName(F.fullName),
  email: emailCheck(false),
  item_number: requiredText(F.itemNumber),
  finish_name: requiredName(F.finishName),
  company_name: requiredName(F.companyName),
  full_address: requiredText(F.address),
  comments: requiredText(F.comments),
};

/** The sample request form (spec 3's fields). */
type Field = TextFieldSpec<keyof typeof EMPTY>;

const SAMPLE_GRID: readonly Field[] = [
  { name: 'full_name', label: 'Full name', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'item_number', label: 'Item number', required: true },
  { name: 'finish_name', label: 'Finish name', required: true },
];
const SAMPLE_REST: readonly Field[] = [
  { name: 'company_name', label: 'Company name', required: true, autoComplete: 'organization' },
  {
    name: 'full_address',
    label: 'Full address',
    description: 'Street, city, state and ZIP code the swatches go to',
    required: true,
    autoComplete: 'street-address',
    lines: { minRows: 2 },
  },
  { name: 'comments', label: 'Comments', required: true, lines: { minRows: 3 } },
];

export function SampleRequestForm({ initial }: { initial?: Partial<typeof EMPTY> }) {
  const { form, onSubmit, pending, error, result, again } = useContentForm({
    initialValues: { ...EMPTY, ...initial },
    validate: sampleChecks,
    mutation: useSampleRequestMutation(),
  });

  if (result)
    return (
      <SubmittedNote againLabel="Request another sample" onAgain={again}>
        Your request #{result.id} is with our sample team. Swatches usually arrive in{' '}
        {Policy.sampleDays.min}-{Policy.sampleDays.max} days.
      </SubmittedNote>
    );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sample request">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextFields form={form} fields={SAMPLE_GRID} limits={FieldMax.sample} />
        </SimpleGrid>
        <TextFields form={form} fields={SAMPLE_REST} limits={FieldMax.sample} />
        <SubmitButton pending={pending}>Request sample</SubmitButton>
      </Stack>
      <FormFailure message={error} />
    </form>
  );
}
