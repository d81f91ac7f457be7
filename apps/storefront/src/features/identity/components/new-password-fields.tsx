import { PasswordInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { mismatch, type NewPasswordValues } from '../password-checks';
import { PasswordChecklist } from './password-checklist';

/** New password, its live policy checklist and the confirmation ('Passwords don't match'). */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const values = form.getValues();
  const confirmProps = form.getInputProps('confirm_password');
  return (
    <Stack gap="sm">
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        aria-describedby="password-rules"
        {...form.getInputProps('password')}
      />
      <PasswordChecklist id="password-rules" password={values.password} />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...confirmProps}
        error={confirmProps.error ?? mismatch(values)}
      />
    </Stack>
  );
}
