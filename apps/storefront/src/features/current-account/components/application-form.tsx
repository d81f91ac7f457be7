import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { CurrentAccountFieldMax as Max } from '@portal/contract';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../../components/form-footer';
import { callError } from '../../../lib/call-error';
import type { ApplicationInput } from '../api/current-account-api';
import {
  type ApplicationField,
  type ApplicationValues,
  applicationForSubmit,
  applicationProblems,
  EMPTY_APPLICATION,
  limitAsTyped,
} from '../current-account-checks';

interface Props {
  pending: boolean;
  error: unknown;
  onSubmit: (input: ApplicationInput) => void;
  onCancel?: () => void;
}

interface FieldDef {
  name: Exclude<ApplicationField, 'bank_reference' | 'trade_references'>;
  label: string;
  type?: string;
  autoComplete: string;
  inputMode?: 'numeric';
  description?: string;
}

const LINE_FIELDS: readonly FieldDef[] = [
  { name: 'company_name', label: 'Company name', autoComplete: 'organization' },
  { name: 'contact_name', label: 'Contact name', autoComplete: 'name' },
  { name: 'email', label: 'Accounts payable email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  {
    name: 'requested_limit',
    label: 'Requested credit limit (USD)',
    autoComplete: 'off',
    inputMode: 'numeric',
    description: 'Whole dollars, for example 25000',
  },
];

/** The net-30 application (the API's fields and bounds; its checks run here first). */
export function ApplicationForm({ pending, error, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState<ApplicationValues>(EMPTY_APPLICATION);
  const [problems, setProblems] = useState<Partial<Record<ApplicationField, string>>>({});
  const failure = error ? callError(error) : null;
  const errorOf = (name: ApplicationField) =>
    problems[name] ?? (failure?.field === name ? failure.message : undefined);

  const set = (name: ApplicationField, raw: string) => {
    setValues((v) => ({ ...v, [name]: name === 'requested_limit' ? limitAsTyped(raw) : raw }));
    setProblems((p) => ({ ...p, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = applicationProblems(values);
    setProblems(found);
    const first = Object.keys(found)[0];
    // Keyboard and screen-reader users land on the first field to fix.
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    else onSubmit(applicationForSubmit(values));
  };

  const area = (name: 'bank_reference' | 'trade_references', label: string, hint: string) => (
    <Textarea
      name={name}
      label={label}
      description={hint}
      required
      rows={3}
      maxLength={Max[name]}
      value={values[name]}
      error={errorOf(name)}
      onChange={(e) => set(name, e.currentTarget.value)}
      data-testid={`apply-${name}`}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Net-30 application">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {LINE_FIELDS.map((f) => (
            <TextInput
              key={f.name}
              name={f.name}
              label={f.label}
              type={f.type}
              inputMode={f.inputMode}
              description={f.description}
              autoComplete={f.autoComplete}
              required
              maxLength={Max[f.name]}
              value={values[f.name]}
              error={errorOf(f.name)}
              onChange={(e) => set(f.name, e.currentTarget.value)}
              data-testid={`apply-${f.name}`}
            />
          ))}
        </SimpleGrid>
        {area('bank_reference', 'Bank reference', 'Bank name, branch and a contact')}
        {area(
          'trade_references',
          'Trade references',
          'Suppliers who extend terms to your company, with a contact for each',
        )}
        <FormFooter
          failure={failure && !failure.field ? failure.message : null}
          onCancel={onCancel}
          pending={pending}
          submitLabel="Submit application"
          testIds={{ error: 'apply-error', submit: 'apply-submit' }}
        />
      </Stack>
    </form>
  );
}
