import { FieldMax } from '@portal/contract';
import type { RegisterValues } from './register-values';
import type { RegisterForm } from './step-props';

export type TextField = {
  [K in keyof RegisterValues]: RegisterValues[K] extends string ? K : never;
}[keyof RegisterValues];

/** A Mantine Select on a text field of the form: '' is "nothing chosen" (null to the Select). */
export function selectProps(form: RegisterForm, field: TextField) {
  const props = form.getInputProps(field);
  return {
    ...props,
    value: (props.value as string) || null,
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
  };
}

/** The longest value of each text field of the wizard: the API's bounds (contract field rules). */
export const REGISTER_MAX_LENGTH: Readonly<Partial<Record<TextField, number>>> = {
  ...FieldMax.registrationBusiness,
  ...FieldMax.registrationDocuments,
  ...FieldMax.registrationContact,
  ...FieldMax.registrationTerms,
};

/** A TextInput on a text field of the form, no longer than the API takes. */
export const textProps = (form: RegisterForm, field: TextField) => ({
  maxLength: REGISTER_MAX_LENGTH[field],
  ...form.getInputProps(field),
});
