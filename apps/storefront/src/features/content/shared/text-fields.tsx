import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** One text field of a content form. */
export interface TextFieldSpec<K extends string = string> {
  name: K;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  description?: string;
  /** A text area growing from `minRows` (up to `maxRows`). */
  lines?: { minRows: number; maxRows?: number };
}

/**
 * Text fields of a content form, drawn from their specs: the contact, sample and feedback forms
 * differ in which fields they ask for, not in how a field is drawn (label, asterisk, browser
 * autofill, length limit, errors beside the field).
 */
export function TextFields<V extends Record<string, string>>({
  form,
  fields,
  limits,
}: {
  form: UseFormReturnType<V>;
  fields: readonly TextFieldSpec<Extract<keyof V, string>>[];
  /** The longest value of each field: the API's bounds (the contract's `FieldMax`). */
  limits: Readonly<Partial<Record<keyof V, number>>>;
}) {
  return fields.map((field) => {
    const common = {
      label: field.label,
      description: field.description,
      withAsterisk: field.required,
      maxLength: limits[field.name],
      autoComplete: field.autoComplete,
      ...form.getInputProps(field.name),
    };
    return field.lines ? (
      <Textarea
        key={form.key(field.name)}
        {...common}
        autosize
        minRows={field.lines.minRows}
        maxRows={field.lines.maxRows}
      />
    ) : (
      <TextInput
        key={form.key(field.name)}
        {...common}
        type={field.type ?? 'text'}
        inputMode={field.type === 'email' ? 'email' : undefined}
      />
    );
  });
}
