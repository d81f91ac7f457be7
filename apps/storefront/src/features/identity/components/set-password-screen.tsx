import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AuthMessages } from '@portal/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SmartLink } from '../../../components/smart-link';
import { errorTextOrNull } from '../api/error-text';
import { useSetPasswordMutation } from '../api/password-api';
import { checkedNewPassword } from '../password-checks';
import { AuthCard, FooterLink } from './auth-card';
import { AuthForm } from './form-error';
import { NewPasswordFields } from './new-password-fields';

/** /setPassword?token=: the mailed link of a reset or an activation (single use). */
export function SetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const form = useForm({ initialValues: { password: '', confirm_password: '' } });
  const setNew = useSetPasswordMutation();

  const submit = () => {
    const values = checkedNewPassword(form);
    if (values) setNew.mutate({ token, ...values });
  };

  let body: ReactNode;
  if (setNew.isSuccess) {
    body = (
      <Stack>
        <Alert color="green" variant="light" role="status">
          Your password has been set. Sign in with your new password.
        </Alert>
        <Button component={SmartLink} to="/login" size="md" fullWidth>
          Sign In
        </Button>
      </Stack>
    );
  } else if (!token) {
    body = (
      // The spec's words as they are (spec 8: 'The link has expired', no full stop).
      <Alert color="red" variant="light" role="alert" title={AuthMessages.linkExpired}>
        <Anchor component={SmartLink} to="/forgetPassword">
          Ask for a new link
        </Anchor>
      </Alert>
    );
  } else {
    body = (
      <AuthForm
        onSubmit={form.onSubmit(submit)}
        submitLabel="Set password"
        pending={setNew.isPending}
        error={errorTextOrNull(setNew.error)}
      >
        <NewPasswordFields form={form} />
      </AuthForm>
    );
  }

  return (
    <AuthCard
      title="Set Password"
      lead="Choose a password of 12 to 20 characters."
      footer={<FooterLink to="/login" label="Back to Sign In" />}
    >
      {body}
    </AuthCard>
  );
}
