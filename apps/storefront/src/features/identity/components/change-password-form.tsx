import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorTextOrNull } from '../api/error-text';
import { useChangePasswordMutation } from '../api/password-api';
import { checkedNewPassword } from '../password-checks';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';

/** Password change (POST /mibd/user/change_password); the server ends the other sessions. */
export function ChangePasswordForm() {
  const form = useForm({
    initialValues: { old_password: '', password: '', confirm_password: '' },
  });
  const change = useChangePasswordMutation();

  const submit = () => {
    const values = checkedNewPassword(form);
    if (values) change.mutate(values, { onSuccess: () => form.reset() });
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
        <Button type="submit" loading={change.isPending} w="fit-content">
          Change password
        </Button>
      </Stack>
      <FormError message={errorTextOrNull(change.error)} />
      {change.isSuccess && (
        <Alert color="green" variant="light" role="status" mt="md">
          Your password was changed. Other devices have been signed out.
        </Alert>
      )}
    </form>
  );
}
