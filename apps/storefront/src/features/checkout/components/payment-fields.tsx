import { Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CheckoutFieldMax as Max, Policy } from '@portal/contract';
import type { PaymentFields as Fields } from './checkout-form-state';

/** A message beside each payment field that is wrong (the tokenization's or the form's). */
export type PaymentErrors = Partial<Record<keyof Fields, string>>;

interface Props {
  value: Fields;
  netTerms: boolean;
  /** A refusal that names no field (the gateway's). */
  error: string | null;
  errors: PaymentErrors;
  onChange: (next: Fields) => void;
}

/**
 * The sandbox gateway's payment component: numbers typed here go to the sandbox provider's
 * tokenization step (`sandboxTokenize`, decision 045), as a real provider's component sends them
 * to its provider; only the token it answers is sent with the order.
 */
export function PaymentFieldsView({ value, netTerms, error, errors, onChange }: Props) {
  const set = (patch: Partial<Fields>) => onChange({ ...value, ...patch });
  const text = (name: keyof Fields, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      required
      name={name}
      value={value[name] as string}
      error={errors[name]}
      onChange={(e) => set({ [name]: e.currentTarget.value } as Partial<Fields>)}
      data-testid={`pay-${name}`}
      {...extra}
    />
  );
  const choice = (
    name: 'ach_account_type' | 'ach_holder_type',
    label: string,
    options: [value: string, label: string][],
  ) => (
    <Radio.Group label={label} value={value[name]} onChange={(v) => set({ [name]: v })}>
      {options.map(([v, l]) => (
        <Radio key={v} value={v} label={l} mt={4} />
      ))}
    </Radio.Group>
  );
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Payment method"
        value={value.method}
        onChange={(m) => set({ method: m as Fields['method'] })}
        data={[
          { value: 'card', label: 'Card' },
          { value: 'ach', label: 'Bank transfer (ACH)' },
          ...(netTerms ? [{ value: 'net_30', label: 'Net 30 terms' }] : []),
        ]}
        data-testid="pay-method"
      />
      {value.method === 'card' && (
        <>
          <Text size="sm" c="dimmed">
            Credit cards carry a {Policy.cardFeePercent.toFixed(1)}% processing fee; debit cards
            none.
          </Text>
          {text('card_number', 'Card number', {
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            maxLength: 23,
          })}
          <SimpleGrid cols={2} spacing="sm">
            {text('expiry', 'Expiry (MM/YY)', { autoComplete: 'cc-exp', maxLength: 5 })}
            {text('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 })}
          </SimpleGrid>
        </>
      )}
      {value.method === 'ach' && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('account_number', 'Account number', { inputMode: 'numeric', maxLength: 17 })}
            {text('routing_number', 'Routing number', { inputMode: 'numeric', maxLength: 9 })}
            {text('ach_first_name', 'Account holder first name', { maxLength: Max.bank_name })}
            {text('ach_last_name', 'Account holder last name', { maxLength: Max.bank_name })}
          </SimpleGrid>
          {choice('ach_account_type', 'Account type', [
            ['checking', 'Checking'],
            ['savings', 'Savings'],
          ])}
          {choice('ach_holder_type', 'Account holder', [
            ['personal', 'Personal'],
            ['business', 'Business'],
          ])}
        </>
      )}
      {value.method === 'net_30' && (
        <Text size="sm">
          The invoice is due 30 days after the order ships. Nothing is charged now.
        </Text>
      )}
      {error && (
        <Text c="red.9" size="sm" role="alert" data-testid="pay-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
