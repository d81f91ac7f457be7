import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormMessages as F } from '@portal/contract';
import { type ContactInput, sendContact } from '../api/content-api';
import { emailCheck, requiredText } from '../shared/form-checks';
import { FormFailure, SubmittedNote } from '../shared/form-status';
import { useContentForm } from '../shared/use-content-form';

const EMPTY = {
  full_name: '',
  phone: '',
  email: '',
  order_number: '',
  company_name: '',
  product_number: '',
  comments: '',
} satisfies Required<ContactInput>;

/** Spec 5: full name, comments, email (required and valid) and order number are required. */
export const contactChecks = {
  full_name: requiredText(F.fullName),
  email: emailCheck(true),
  order_number: requiredText(F.orderNumber),
  comments: requiredText(F.comments),
};

/** The contact form of /contactUs (spec 3's fields): stored and mailed to customer service. */
export function ContactForm({ initial }: { initial?: Partial<typeof EMPTY> }) {
  const { form, onSubmit, pending, error, result, again } = useContentForm({
    initialValues: { ...EMPTY, ...initial },
    validate: contactChecks,
    send: sendContact,
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
          <TextInput
            label="Full name"
            withAsterisk
            autoComplete="name"
            maxLength={100}
            key={form.key('full_name')}
            {...form.getInputProps('full_name')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="email"
            inputMode="email"
            maxLength={200}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Order number"
            withAsterisk
            maxLength={50}
            key={form.key('order_number')}
            {...form.getInputProps('order_number')}
          />
          <TextInput
            label="Company name"
            autoComplete="organization"
            maxLength={200}
            key={form.key('company_name')}
            {...form.getInputProps('company_name')}
          />
          <TextInput
            label="Product number"
            maxLength={50}
            key={form.key('product_number')}
            {...form.getInputProps('product_number')}
          />
        </SimpleGrid>
        <Textarea
          label="Comments"
          withAsterisk
          autosize
          minRows={5}
          maxRows={12}
          maxLength={2000}
          key={form.key('comments')}
          {...form.getInputProps('comments')}
        />
        <Button type="submit" size="md" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Submit
        </Button>
      </Stack>
      <FormFailure message={error} />
    </form>
  );
}
