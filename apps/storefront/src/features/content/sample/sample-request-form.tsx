import { Button, SimpleGrid, Stack } from '@mantine/core';
import { FormMessages as F, FieldMax, Policy } from '@portal/contract';
import { type SampleInput, useSampleRequestMutation } from '../api/content-api';
import { emailCheck, requiredText } from '../shared/form-checks';
import { FormFailure, SubmittedNote } from '../shared/form-status';
import { type TextFieldSpec, TextFields } from '../shared/text-fields';
import { useContentForm } from '../shared/use-content-form';

const EMPTY = {
  full_name: '',
  email: '',
  item_number: '',
  finish_name: '',
  company_name: '',
  full_address: '',
  comments: '',
} satisfies Required<SampleInput>;

/** Spec 5: full name, item number, finish name, company, address and comments; email optional. */
export const sampleChecks = {
  full_name: requiredText(F.fullName),
  email: emailCheck(false),
  item_number: requiredText(F.itemNumber),
  finish_name: requiredText(F.finishName),
  company_name: requiredText(F.companyName),
  full_address: requiredText(F.address),
  comments: requiredText(F.comments),
};

/** The sample request form (spec 3's fields). */
type Field = TextFieldSpec<keyof typeof EMPTY>;

const SAMPLE_GRID: readonly Field[] = [
  {
    name: 'full_name',
    label: 'Full name',
    required: true,
    autoComplete: 'name',
    maxLength: FieldMax.sample.full_name,
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    maxLength: FieldMax.sample.email,
  },
  {
    name: 'item_number',
    label: 'Item number',
    required: true,
    maxLength: FieldMax.sample.item_number,
  },
  {
    name: 'finish_name',
    label: 'Finish name',
    required: true,
    maxLength: FieldMax.sample.finish_name,
  },
];
const SAMPLE_REST: readonly Field[] = [
  {
    name: 'company_name',
    label: 'Company name',
    required: true,
    autoComplete: 'organization',
    maxLength: FieldMax.sample.company_name,
  },
  {
    name: 'full_address',
    label: 'Full address',
    description: 'Street, city, state and ZIP code the swatches go to',
    required: true,
    autoComplete: 'street-address',
    maxLength: FieldMax.sample.full_address,
    lines: { minRows: 2 },
  },
  {
    name: 'comments',
    label: 'Comments',
    required: true,
    maxLength: FieldMax.sample.comments,
    lines: { minRows: 3 },
  },
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
          <TextFields form={form} fields={SAMPLE_GRID} />
        </SimpleGrid>
        <TextFields form={form} fields={SAMPLE_REST} />
        <Button type="submit" size="md" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Request sample
        </Button>
      </Stack>
      <FormFailure message={error} />
    </form>
  );
}
