import { Alert, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorTextOrNull } from '../api/error-text';
import { useForgetPasswordMutation } from '../api/password-api';
import { AuthCard, FooterLink } from './auth-card';
import { AuthForm } from './form-error';

/** /forgetPassword: a single-use set-password link by mail (spec 5's email messages). */
export function ForgetPasswordScreen() {
  const form = useForm({ initialValues: { email: '' } });
  const sendLink = useForgetPasswordMutation();
  const sentTo = sendLink.isSuccess ? sendLink.variables.trim() : null;

  const footer = <FooterLink prompt="Remembered it?" to="/login" label="Back to Sign In" />;

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
        <AuthForm
          onSubmit={form.onSubmit(({ email }) => sendLink.mutate(email))}
          submitLabel="Send link"
          pending={sendLink.isPending}
          error={errorTextOrNull(sendLink.error)}
        >
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.getInputProps('email')}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}
