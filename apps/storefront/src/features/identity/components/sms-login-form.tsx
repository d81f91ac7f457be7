import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AuthMessages, VERIFICATION_CODE_LENGTH } from '@portal/contract';
import { useState } from 'react';
import { smsLogin } from '../api/auth-api';
import { errorTextOrNull } from '../api/error-text';
import { useSendLoginCodeMutation } from '../api/login-api';
import { useCountdown } from '../hooks/use-countdown';
import { type SignInOptions, useSignIn } from '../hooks/use-sign-in';
import { AuthForm } from './form-error';
import { SendCodeButton } from './send-code-button';

export const CODE_RESEND_SECONDS = 60;

/** Phone and a 6-digit code by SMS (login_type '2'); the code may be asked for again after 60 s. */
export function SmsLoginForm({ landing }: { landing?: SignInOptions['landing'] } = {}) {
  const signIn = useSignIn({ landing });
  const countdown = useCountdown(CODE_RESEND_SECONDS);
  const sendCode = useSendLoginCodeMutation();
  // Once a code was sent the note stays, also when asking again fails.
  const [sent, setSent] = useState(false);
  const form = useForm({ initialValues: { phone: '', code: '' } });

  const askForCode = () => {
    signIn.reset();
    sendCode.mutate(form.getValues().phone, {
      onSuccess: () => {
        setSent(true);
        countdown.start();
      },
    });
  };
  const submit = form.onSubmit((v) => {
    sendCode.reset();
    void signIn.signIn(() => smsLogin(v.phone, v.code));
  });
  const error = signIn.error ?? errorTextOrNull(sendCode.error);

  return (
    <AuthForm onSubmit={submit} submitLabel="Sign In" pending={signIn.pending} error={error}>
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
          maxLength={VERIFICATION_CODE_LENGTH}
          rightSectionWidth={128}
          rightSection={
            <SendCodeButton
              onSend={askForCode}
              sending={sendCode.isPending}
              countdown={countdown}
            />
          }
          {...form.getInputProps('code')}
        />
        {sent && (
          <Text size="sm" c="dimmed" mt={6} role="status">
            {AuthMessages.codeSent}
          </Text>
        )}
      </div>
    </AuthForm>
  );
}
