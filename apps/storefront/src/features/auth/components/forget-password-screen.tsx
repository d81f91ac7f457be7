import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { SmartLink } from '../../../components/smart-link';
import { requestPasswordLink } from '../api/auth-api';
import { errorText } from '../api/error-text';
import { AuthCard } from './auth-card';
import { FormError } from './form-error';

/** /forgetPassword: a single-use set-password link by mail (spec 5's email messages). */
export function ForgetPasswordScreen() {
  const form = useForm({ initialValues: { email: '' } });
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async ({ email }: { email: string }) => {
    setPending(true);
    setError(null);
    try {
      await requestPasswordLink(email);
      setSentTo(email.trim());
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

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
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.getInputProps('email')}
            />
            <Button type="submit" size="md" fullWidth loading={pending}>
              Send link
            </Button>
          </Stack>
          <FormError message={error} />
        </form>
      )}
    </AuthCard>
  );
}
