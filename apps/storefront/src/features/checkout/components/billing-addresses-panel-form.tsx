import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type Address,
  isUsZip,
  CheckoutMessages as M,
  CheckoutFieldMax as Max,
  US_STATES,
} from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer';
import { callError } from '../../../lib/call-error';

type Field = Exclude<keyof Address, 'country'>;
export type AddressValues = Record<Field, string>;

export const EMPTY_ADDRESS: AddressValues = {
  full_name: '',
  street: '',
  city: '',
  state: '',
  postal_code: '',
};

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map(([code]) => code));

/** The server's address rules (checkAddress of the checkout), in its words, before sending. */
export function addressProblems(a: AddressValues): Partial<Record<Field, string>> {
  const p: Partial<Record<Field, string>> = {};
  if (!a.full_name.trim()) p.full_name = M.fullName;
  if (!a.street.trim()) p.street = M.addressField;
  if (!a.city.trim()) p.city = M.addressField;
  if (!STATE_CODES.has(a.state.trim().toUpperCase())) p.state = M.addressField;
  // A billing address is not shipped to: its ZIP gets the ZIP message, not the shipping one.
  if (!isUsZip(a.postal_code)) p.postal_code = M.zipInvalid;
  return p;
}

const TEXT: readonly { name: Exclude<Field, 'state'>; label: string; autoComplete: string }[] = [
  { name: 'full_name', label: 'Full name', autoComplete: 'billing name' },
  { name: 'street', label: 'Street address', autoComplete: 'billing street-address' },
  { name: 'city', label: 'City', autoComplete: 'billing address-level2' },
  { name: 'postal_code', label: 'ZIP code', autoComplete: 'billing postal-code' },
];

interface Props {
  pending: boolean;
  error: unknown;
  onSubmit: (address: Address) => void;
  onCancel?: () => void;
}

/** A new billing address: the checkout's billing fields and rules (US addresses). */
export function BillingAddressForm({ pending, error, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState<AddressValues>(EMPTY_ADDRESS);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const failure = error ? callError(error) : null;
  const errorOf = (name: Field) =>
    problems[name] ?? (failure?.field === name ? failure.message : undefined);
  const set = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblems((p) => ({ ...p, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = addressProblems(values);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else
      onSubmit({
        full_name: values.full_name.trim(),
        street: values.street.trim(),
        city: values.city.trim(),
        state: values.state,
        postal_code: values.postal_code.trim(),
        country: 'US',
      });
  };

  const text = ({ name, label, autoComplete }: (typeof TEXT)[number]) => (
    <TextInput
      key={name}
      name={name}
      label={label}
      required
      maxLength={Max[name]}
      autoComplete={autoComplete}
      value={values[name]}
      error={errorOf(name)}
      onChange={(e) => set(name, e.currentTarget.value)}
      data-testid={`billing-${name}`}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label="New billing address">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text(TEXT[0]!)}
          {text(TEXT[1]!)}
          {text(TEXT[2]!)}
          <NativeSelect
            name="state"
            label="State"
            required
            autoComplete="billing address-level1"
            value={values.state}
            error={errorOf('state')}
            onChange={(e) => set('state', e.currentTarget.value)}
            data={[
              { value: '', label: 'Choose a state' },
              ...US_STATES.map(([value, label]) => ({ value, label })),
            ]}
            data-testid="billing-state"
          />
          {text(TEXT[3]!)}
        </SimpleGrid>
        <FormFooter
          failure={failure && !failure.field ? failure.message : null}
          onCancel={onCancel}
          pending={pending}
          submitLabel="Save address"
          testIds={{ error: 'billing-error', submit: 'billing-save' }}
        />
      </Stack>
    </form>
  );
}
