import { Checkbox, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Policy } from '@portal/contract';
import { RequiredTextInputs } from './required-text-inputs';
import { SignatureField } from './signature-field';
import type { StepProps } from './step-props';
import classes from './terms-step.module.css';

const TERMS = [
  `Trade pricing is for the account holder's business use and the projects of its clients. Prices and availability may change without notice.`,
  `Orders require a ${Policy.depositAtOrderPercent}% deposit when placed; the balance is due before shipment. Invoices are payable within ${Policy.invoiceDays} days.`,
  `Claims for damage in transit must be made within ${Policy.claimDays} days of delivery (${Policy.concealedDamageClaimDays} days for concealed damage).`,
  `Returns need a return authorisation and are accepted within ${Policy.returnDaysFromRa} days of it; a ${Policy.restockingPercent}% restocking fee applies.`,
  'The account holder keeps a valid resale certificate on file; ordering is blocked without one.',
];

/** Who signs the terms (required). */
const SIGNER_FIELDS = [
  ['print_name', 'Print name', 'name'],
  ['title', 'Title', 'organization-title'],
] as const;

/** Step 4: the trade terms, agreement, printed name, title and a drawn signature. */
export function TermsStep({ form }: StepProps) {
  const signature = form.getInputProps('signature');
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h5" mb={6}>
          Trade account terms
        </Title>
        <ScrollArea.Autosize mah={170} type="auto" className={classes.terms} tabIndex={0}>
          <ol className={classes.list}>
            {TERMS.map((term) => (
              <li key={term}>
                <Text size="sm">{term}</Text>
              </li>
            ))}
          </ol>
        </ScrollArea.Autosize>
      </div>
      <Checkbox
        label="I have read and agree to the trade account terms"
        {...form.getInputProps('agree', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <RequiredTextInputs form={form} fields={SIGNER_FIELDS} />
      </SimpleGrid>
      <SignatureField
        value={form.getValues().signature}
        onChange={(url) => form.setFieldValue('signature', url)}
        error={signature.error as string | undefined}
      />
    </Stack>
  );
}
