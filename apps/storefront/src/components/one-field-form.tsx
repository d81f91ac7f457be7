import { Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormFooter } from './form-footer';

/**
 * A dialog's form of one text field (name a collection or a project, share by email): an optional
 * note, the field (focused on open), then the footer with Cancel and the submit button.
 */
export function OneFieldForm({
  label,
  intro,
  field,
  value,
  onValue,
  footer,
  onSubmit,
}: {
  /** The form's accessible name. */
  label: string;
  intro?: ReactNode;
  field: TextInputProps;
  value: string;
  onValue: (value: string) => void;
  footer: Parameters<typeof FormFooter>[0];
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        <TextInput
          required
          {...field}
          value={value}
          onChange={(e) => onValue(e.currentTarget.value)}
          data-autofocus
        />
        <FormFooter {...footer} />
      </Stack>
    </form>
  );
}
