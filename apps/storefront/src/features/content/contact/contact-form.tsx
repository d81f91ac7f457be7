import { SimpleGrid, Stack } from '@mantine/core';
import { FormMessages as F, FieldMax, nameProblem } from '@portal/contract';
import { blankValues } from '../../../lib/blank-values';
import { type ContactInput, useContactMutation } from '../api/content-api';
import { emailCheck, requiredName, requiredText } from '../shared/form-checks';
import { FormFailure, SubmitButton, SubmittedNote } from '../shared/form-status';
import { type TextFieldSpec, TextFields } from '../shared/text-fields';
import { useContentForm } from '../shared/use-content-form';

const EMPTY = blankValues(FieldMax.contact) satisfies Required<ContactInput>;

/** Spec 5: full name, comments, email (required and valid) and order number are required. */
export const contactChecks = {
  full_name: requiredName(F.fullName),
  email: emailCheck(true),
  order_number: requiredText(F.orderNumber),
  comments: requiredText(F.comments),
  // Optional, but a name all the same: one line (field-rules.ts `nameProblem`).
  company_name: nameProblem,
};

type Field = TextFieldSpec<keyof typeof EMPTY>;

const CONTACT_FIELDS: readonly Field[] = [
  { name: 'full_name', label: 'Full name', required: true, autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'order_number', label: 'Order number', required: true },
  { name: 'company_name', label: 'Company name', autoComplete: 'organization' },
  { name: 'product_number', label: 'Product number' },
];
const COMMENTS: Field = {
  name: 'comments',
  label: 'Comments',
  required: true,
  lines: { minRows: 5, maxRows: 12 },
};

/** The contact form of /contactUs (spec 3's fields): stored and mailed to customer service. */
export function ContactForm({ initial }: { initial?: Partial<typeof EMPTY> }) {
  const { form, onSubmit, pending, error, result, again } = useContentForm({
    initialValues: { ...EMPTY, ...initial },
    validate: contactChecks,
    mutation: useContactMutation(),
  });

  if (result)
    return (
      <SubmittedNote againLabel="Send another message" onAgain={again}>
        Thank you. Our customer service team has your message (reference #{result.id}) and will
        reply by email within one business day.
      </SubmittedNote>
    );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact us">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextFields form={form} fields={CONTACT_FIELDS} limits={FieldMax.contact} />
        </SimpleGrid>
        <TextFields form={form} fields={[COMMENTS]} limits={FieldMax.contact} />
        <SubmitButton pending={pending}>Submit</SubmitButton>
      </Stack>
      <FormFailure message={error} />
    </form>
  );
}
