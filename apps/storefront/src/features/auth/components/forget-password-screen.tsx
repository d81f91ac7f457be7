import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SmartLink } from '../../../components/smart-link';
import { errorTextOrNull } from '../api/error-text';
import { useForgetPasswordMutation } from '../api/password-api';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

/** /forgetPassword: a single-use set-password link by mail (spec 5's email messages). */
export function ForgetPasswordScreen() {
  const form = useForm({ initialValues: { email: '' } });
  const sendLink = useForgetPasswordMutation();
  const sentTo = sendLink.isSuccess ? sendLink.variables.trim() : null;

  const footer = (
    <Text size="sm">
      Remembered it?{' '}
      <Anchor component={SmartLink} to="/login" fw={600}>
        Back to Sign In
      </Anchor>
    </Text>
  );

  return (
    <AuthCard
      title="Forgot Password"
      lead="Enter the email of your account and we will send you a link to set a new password."
      footer={footer}
    >
      {sentTo ? (
        <Alert color="green" variant="light" role="status" data-testid="link-sent">
          We have sent a link to {sentTo}. It is valid for one hour and can be used once.
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit(({ email }) => sendLink.mutate(email))}>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.getInputProps('email')}
            />
            <Button type="submit" size="md" fullWidth loading={sendLink.isPending}>
              Send link
            </Button>
          </Stack>
          <FormError message={errorTextOrNull(sendLink.error)} />
        </form>
      )}
    </AuthCard>
  );
}
