import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  CUSTOMER_COUNTRIES,
  type CustomerField,
  type CustomerValues,
  customerForSubmit,
  customerProblems,
  FieldMax,
  formatUsPhone,
  statesOf,
} from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../components/form-footer';
import { callError } from './call-error';

export const EMPTY_CUSTOMER: CustomerValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  street_address: '',
  city: '',
  state: '',
  postal: '',
  country: 'US',
};

/**
 * Spec 5: typed digits are shown 3-3-4 ('1-555-123-4567' → '555-123-4567'). US area codes never
 * start with 1, so a leading 1 is the country code even before all eleven digits are typed
 * (otherwise '1555123456' would fill the field and the last digit would not fit).
 */
export const phoneAsTyped = (raw: string): string => {
  const digits = raw.replace(/\D/g, '');
  if (digits === '1') return raw.trim().startsWith('+') ? '+1' : '1';
  return formatUsPhone(digits.startsWith('1') ? digits.slice(1) : digits);
};

interface CustomerFormProps {
  initial?: CustomerValues;
  /** The email is the customer's login once invited (spec 5): locked then. */
  emailLocked?: boolean;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: CustomerValues) => void;
  onCancel?: () => void;
}

const TEXT: readonly { name: CustomerField; label: string; required?: boolean; type?: string }[] = [
  { name: 'first_name', label: 'First name', required: true },
  { name: 'last_name', label: 'Last name', required: true },
  { name: 'email', label: 'Email', required: true, type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
];
const AUTOCOMPLETE: Partial<Record<CustomerField, string>> = {
  first_name: 'off',
  last_name: 'off',
  email: 'off',
  phone: 'off',
  street_address: 'off',
  city: 'off',
  postal: 'off',
};

/** The CreateCustomer form (spec 3 fields, spec 5 rules from the contract). */
export function CustomerForm(props: CustomerFormProps) {
  const { initial = EMPTY_CUSTOMER, emailLocked, submitLabel, pending, error } = props;
  const [values, setValues] = useState<CustomerValues>({
    ...initial,
    phone: phoneAsTyped(initial.phone),
  });
  const [problems, setProblems] = useState<Partial<Record<CustomerField, string>>>({});
  const failure = error ? callError(error) : null;
  const errorOf = (name: CustomerField) =>
    problems[name] ?? (failure?.field === name ? failure.message : undefined);

  const set = (name: CustomerField, value: string) => {
    setValues((v) => ({
      ...v,
      [name]: name === 'phone' ? phoneAsTyped(value) : value,
      // A new country has its own list of states.
      ...(name === 'country' ? { state: '' } : {}),
    }));
    setProblems((p) => ({ ...p, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 5: a double submit is blocked while the first is on its way.
    if (pending) return;
    const found = customerProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0) props.onSubmit(customerForSubmit(values));
  };

  const text = (name: CustomerField, label: string, required?: boolean, type?: string) => (
    <TextInput
      key={name}
      name={name}
      label={label}
      type={type}
      required={required}
      withAsterisk={required}
      maxLength={FieldMax.customer[name]}
      autoComplete={AUTOCOMPLETE[name]}
      value={values[name]}
      disabled={name === 'email' && emailLocked}
      description={name === 'email' && emailLocked ? 'Locked after the invitation' : undefined}
      onChange={(e) => set(name, e.currentTarget.value)}
      error={errorOf(name)}
    />
  );

  const select = (
    name: 'state' | 'country',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <NativeSelect
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => set(name, e.currentTarget.value)}
      error={errorOf(name)}
      data={data}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Customer">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {TEXT.map((f) => text(f.name, f.label, f.required, f.type))}
        </SimpleGrid>
        {text('street_address', 'Street address')}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('city', 'City')}
          {select('state', 'State', [
            { value: '', label: 'Choose a state' },
            ...statesOf(values.country).map(([value, label]) => ({ value, label })),
          ])}
          {text('postal', 'Postal code')}
          {select(
            'country',
            'Country',
            CUSTOMER_COUNTRIES.map((c) => ({ value: c.code, label: c.name })),
          )}
        </SimpleGrid>
        <FormFooter
          failure={failure && !failure.field ? failure.message : null}
          onCancel={props.onCancel}
          pending={pending}
          submitLabel={submitLabel}
        />
      </Stack>
    </form>
  );
}
