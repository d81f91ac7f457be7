import type { RegisterValues } from './register-values';
import type { RegisterForm } from './step-props';

type TextField = {
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
