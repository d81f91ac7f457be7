import { TextInput } from '@mantine/core';
import { type TextField, textProps } from './select-props';
import type { RegisterForm } from './step-props';

/** Required text fields of the wizard: field, label and autocomplete hint of each. */
export function RequiredTextInputs({
  form,
  fields,
}: {
  form: RegisterForm;
  fields: readonly (readonly [field: TextField, label: string, autoComplete: string])[];
}) {
  return fields.map(([field, label, autoComplete]) => (
    <TextInput
      key={field}
      label={label}
      required
      autoComplete={autoComplete}
      {...textProps(form, field)}
    />
  ));
}
