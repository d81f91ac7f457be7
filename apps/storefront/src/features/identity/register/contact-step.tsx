import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { AuthMessages, VERIFICATION_CODE_LENGTH } from '@portal/contract';
import { errorTextOrNull, fieldErrorOf } from '../api/error-text';
import { useRegisterCodeMutation } from '../api/registration-api';
import { SendCodeButton } from '../components/send-code-button';
import { CODE_RESEND_SECONDS } from '../components/sms-login-form';
import { useCountdown } from '../hooks/use-countdown';
import { codeTargetErrors } from './register-checks';
import { RequiredTextInputs } from './required-text-inputs';
import { textProps } from './select-props';
import type { StepProps } from './step-props';

/** The contact's name (required). */
const NAME_FIELDS = [
  ['first_name', 'First name', 'given-name'],
  ['last_name', 'Last name', 'family-name'],
] as const;

/** Step 3: who applies, and a verification code by email or SMS. */
export function ContactStep({ form }: StepProps) {
  const countdown = useCountdown(CODE_RESEND_SECONDS);
  const sendCode = useRegisterCodeMutation();
  const values = form.getValues();
  // A field the server refused shows beside the field; any other failure under the code.
  const failure = fieldErrorOf(sendCode.error) ? null : errorTextOrNull(sendCode.error);
  const note = sendCode.isSuccess
    ? { ok: true, text: AuthMessages.codeSent }
    : failure && { ok: false, text: failure };

  const send = () => {
    const errors = codeTargetErrors(values);
    form.setErrors({ ...form.errors, ...errors });
    if (Object.keys(errors).length) return;
    sendCode.mutate(
      { channel: values.code_channel, email: values.email, phone: values.phone },
      {
        onSuccess: () => countdown.start(),
        onError: (error) => {
          const field = fieldErrorOf(error);
          if (field) form.setFieldError(field.field, field.message);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <RequiredTextInputs form={form} fields={NAME_FIELDS} />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...textProps(form, 'email')}
        />
        <TextInput
          label="Cell phone"
          type="tel"
          autoComplete="tel"
          required={values.code_channel === 'sms'}
          {...textProps(form, 'phone')}
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
        maxLength={VERIFICATION_CODE_LENGTH}
        rightSectionWidth={136}
        rightSection={
          <SendCodeButton onSend={send} sending={sendCode.isPending} countdown={countdown} />
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
