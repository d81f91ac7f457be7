import { Anchor, Group, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SessionUser } from '@portal/contract';
import { SmartLink } from '../../../components/smart-link';
import { type SignInOptions, useSignIn } from '../hooks/use-sign-in';
import { AuthForm } from './form-error';

interface PasswordLoginFormProps {
  /** 'Email or phone number' on the trade sites, 'Email' on Flash Deals. */
  accountLabel: string;
  accountType: 'text' | 'email';
  submit: (account: string, password: string) => Promise<SessionUser>;
  submitLabel?: string;
  /** Where the account lands without a `redirect` (see useSignIn). */
  landing?: SignInOptions['landing'];
}

/**
 * Account and password. The account is trimmed, the password sent as typed (spec 5); the
 * server's message shows under the form.
 */
export function PasswordLoginForm({
  accountLabel,
  accountType,
  submit,
  submitLabel = 'Sign In',
  landing,
}: PasswordLoginFormProps) {
  const { signIn, error, pending } = useSignIn({ landing });
  const form = useForm({ initialValues: { account: '', password: '' } });

  return (
    <AuthForm
      onSubmit={form.onSubmit((v) => signIn(() => submit(v.account.trim(), v.password)))}
      submitLabel={submitLabel}
      pending={pending}
      error={error}
    >
      <TextInput
        label={accountLabel}
        type={accountType}
        autoComplete="username"
        inputMode={accountType === 'email' ? 'email' : undefined}
        data-autofocus
        {...form.getInputProps('account')}
      />
      <div>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={6}>
          <Anchor component={SmartLink} to="/forgetPassword" size="sm">
            Forgot password?
          </Anchor>
        </Group>
      </div>
    </AuthForm>
  );
}
