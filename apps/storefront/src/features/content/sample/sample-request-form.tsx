import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormMessages as F, Policy } from '@portal/contract';
import { type SampleInput, sendSampleRequest } from '../api/content-api';
import { emailCheck, requiredText } from '../shared/form-checks';
import { FormFailure, SubmittedNote } from '../shared/form-status';
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
export function SampleRequestForm({ initial }: { initial?: Partial<typeof EMPTY> }) {
  const { form, onSubmit, pending, error, result, again } = useContentForm({
    initialValues: { ...EMPTY, ...initial },
    validate: sampleChecks,
    send: sendSampleRequest,
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
          <TextInput
            label="Full name"
            withAsterisk
            autoComplete="name"
            maxLength={100}
            key={form.key('full_name')}
            {...form.getInputProps('full_name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={200}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Item number"
            withAsterisk
            maxLength={50}
            key={form.key('item_number')}
            {...form.getInputProps('item_number')}
          />
          <TextInput
            label="Finish name"
            withAsterisk
            maxLength={100}
            key={form.key('finish_name')}
            {...form.getInputProps('finish_name')}
          />
        </SimpleGrid>
        <TextInput
          label="Company name"
          withAsterisk
          autoComplete="organization"
          maxLength={200}
          key={form.key('company_name')}
          {...form.getInputProps('company_name')}
        />
        <Textarea
          label="Full address"
          description="Street, city, state and ZIP code the swatches go to"
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          autoComplete="street-address"
          key={form.key('full_address')}
          {...form.getInputProps('full_address')}
        />
        <Textarea
          label="Comments"
          withAsterisk
          autosize
          minRows={3}
          maxLength={2000}
          key={form.key('comments')}
          {...form.getInputProps('comments')}
        />
        <Button type="submit" size="md" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Request sample
        </Button>
      </Stack>
      <FormFailure message={error} />
    </form>
  );
}
