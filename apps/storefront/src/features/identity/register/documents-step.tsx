import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CERTIFICATE_NUMBER_MAX, RegistrationMessages, US_STATES } from '@portal/contract';
import type { useUploads } from '../hooks/use-uploads';
import { DocumentUpload } from './document-upload';
import { selectProps, textProps } from './select-props';
import type { StepProps } from './step-props';

const STATES = US_STATES.map(([code, name]) => ({ value: code, label: name }));

interface DocumentsStepProps extends StepProps {
  uploads: ReturnType<typeof useUploads>;
}

/** Step 2: sales tax certificate (required), reseller certificate (optional) and their details. */
export function DocumentsStep({ form, uploads }: DocumentsStepProps) {
  const certificate = textProps(form, 'certificate_number');
  const of = (kind: 'sales_tax' | 'reseller') => uploads.items.filter((i) => i.kind === kind);
  return (
    <Stack gap="lg">
      <DocumentUpload
        label="Sales tax certificate"
        description="Required: a copy of your current sales tax or resale certificate."
        required
        items={of('sales_tax')}
        error={form.errors.sales_tax_files as string | undefined}
        onFiles={(files) => {
          form.clearFieldError('sales_tax_files');
          uploads.add('sales_tax', files);
        }}
        onRemove={uploads.remove}
        testId="upload-sales-tax"
      />
      <DocumentUpload
        label="Reseller certificate"
        description="Optional."
        items={of('reseller')}
        onFiles={(files) => uploads.add('reseller', files)}
        onRemove={uploads.remove}
        testId="upload-reseller"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="Registration state"
          required
          searchable
          data={STATES}
          allowDeselect={false}
          {...selectProps(form, 'registration_state')}
        />
        <TextInput label="State tax number" required {...textProps(form, 'state_tax_number')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TextInput
          label="Certificate number"
          required
          {...certificate}
          error={
            form.getValues().certificate_number.trim().length > CERTIFICATE_NUMBER_MAX
              ? RegistrationMessages.certificateTooLong
              : certificate.error
          }
        />
        <TextInput label="Valid from" type="date" required {...form.getInputProps('valid_from')} />
        <TextInput label="Valid to" type="date" required {...form.getInputProps('valid_to')} />
      </SimpleGrid>
    </Stack>
  );
}
