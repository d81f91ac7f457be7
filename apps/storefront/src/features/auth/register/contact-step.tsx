import { Button, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AuthMessages } from '@portal/contract';
import { useState } from 'react';
import { errorText, fieldErrorOf } from '../api/error-text';
import { sendRegisterCode } from '../api/registration-api';
import { CODE_RESEND_SECONDS } from '../components/sms-login-form';
import { useCountdown } from '../hooks/use-countdown';
import { codeTargetErrors } from './register-checks';
import type { StepProps } from './step-props';

/** Step 3: who applies, and a verification code by email or SMS. */
export function ContactStep({ form }: StepProps) {
  const countdown = useCountdown(CODE_RESEND_SECONDS);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const values = form.getValues();

  const send = async () => {
    const errors = codeTargetErrors(values);
    form.setErrors({ ...form.errors, ...errors });
    if (Object.keys(errors).length) return;
    setSending(true);
    setNote(null);
    try {
      await sendRegisterCode({
        channel: values.code_channel,
        email: values.email,
        phone: values.phone,
      });
      countdown.start();
      setNote({ ok: true, text: AuthMessages.codeSent });
    } catch (failure) {
      const field = fieldErrorOf(failure);
      if (field) form.setFieldError(field.field, field.message);
      else setNote({ ok: false, text: errorText(failure) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          required
          autoComplete="given-name"
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Last name"
          required
          autoComplete="family-name"
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Cell phone"
          type="tel"
          autoComplete="tel"
          required={values.code_channel === 'sms'}
          {...form.getInputProps('phone')}
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} mb={6} id="code-channel-label">
          Send the verification code by
        </Text>
        <SegmentedControl
          aria-labelledby="code-channel-label"
          data={[
            { value: 'email', label: 'Email' },
            { value: 'sms', label: 'SMS' },
          ]}
          {...form.getInputProps('code_channel')}
        />
      </div>
      <TextInput
        label="Verification code"
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        rightSectionWidth={136}
        rightSection={
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={send}
            loading={sending}
            disabled={countdown.running}
          >
            {countdown.running ? `Resend in ${countdown.remaining} s` : 'Send code'}
          </Button>
        }
        {...form.getInputProps('code')}
      />
      {note && (
        <Text size="sm" c={note.ok ? 'dimmed' : 'red.8'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </Text>
      )}
    </Stack>
  );
}
