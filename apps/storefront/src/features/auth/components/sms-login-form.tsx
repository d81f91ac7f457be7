import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AuthMessages } from '@portal/contract';
import { useState } from 'react';
import { sendLoginCode, smsLogin } from '../api/auth-api';
import { errorText } from '../api/error-text';
import { useCountdown } from '../hooks/use-countdown';
import { useSignIn } from '../hooks/use-sign-in';
import { FormError } from './form-error';

export const CODE_RESEND_SECONDS = 60;

/** Phone and a 6-digit code by SMS (login_type '2'); the code may be asked for again after 60 s. */
export function SmsLoginForm() {
  const { signIn, error, setError, pending } = useSignIn();
  const countdown = useCountdown(CODE_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm({ initialValues: { phone: '', code: '' } });

  const sendCode = async () => {
    setSending(true);
    setError(null);
    try {
      await sendLoginCode(form.getValues().phone);
      setSent(true);
      countdown.start();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((v) => signIn(() => smsLogin(v.phone, v.code)))}>
      <Stack gap="md">
        <TextInput
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          {...form.getInputProps('phone')}
        />
        <div>
          <TextInput
            label="Verification code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            rightSectionWidth={128}
            rightSection={
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={sendCode}
                loading={sending}
                disabled={countdown.running}
              >
                {countdown.running ? `Resend in ${countdown.remaining} s` : 'Send code'}
              </Button>
            }
            {...form.getInputProps('code')}
          />
          {sent && (
            <Text size="sm" c="dimmed" mt={6} role="status">
              {AuthMessages.codeSent}
            </Text>
          )}
        </div>
        <Button type="submit" size="md" fullWidth loading={pending}>
          Sign In
        </Button>
      </Stack>
      <FormError message={error} />
    </form>
  );
}
