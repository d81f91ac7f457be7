import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { changeOwnPassword } from '../api/auth-api';
import { errorText } from '../api/error-text';
import { newPasswordErrors } from '../password-checks';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';

/** Password change (POST /mibd/user/change_password); the server ends the other sessions. */
export function ChangePasswordForm() {
  const form = useForm({
    initialValues: { old_password: '', password: '', confirm_password: '' },
  });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const values = form.getValues();
    const errors = newPasswordErrors(values);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setPending(true);
    setError(null);
    setDone(false);
    try {
      await changeOwnPassword(values);
      form.reset();
      setDone(true);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('old_password')}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" loading={pending} w="fit-content">
          Change password
        </Button>
      </Stack>
      <FormError message={error} />
      {done && (
        <Alert color="green" variant="light" role="status" mt="md">
          Your password was changed. Other devices have been signed out.
        </Alert>
      )}
    </form>
  );
}
