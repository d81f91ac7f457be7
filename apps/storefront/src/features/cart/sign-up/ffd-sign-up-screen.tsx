import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AuthMessages,
  FieldMax,
  isEmail,
  nameProblem,
  passwordProblem,
  VERIFICATION_CODE_LENGTH,
} from '@portal/contract';
import { PageHeading } from '../../../components/page-heading';
import { PersonFields } from '../../../components/person-fields';
import { SmartLink } from '../../../components/smart-link';
import { refusalOf, useSendSignUpCode, useSignUp } from './sign-up-api';

const MAX = FieldMax.registrationContact;

const checks = {
  email: (v: string) =>
    !v.trim() ? AuthMessages.enterEmail : isEmail(v) ? null : AuthMessages.invalidEmail,
  first_name: (v: string) => (v.trim() ? nameProblem(v) : AuthMessages.firstNameRequired),
  last_name: (v: string) => (v.trim() ? nameProblem(v) : AuthMessages.lastNameRequired),
  password: (v: string) => (v ? passwordProblem(v) : AuthMessages.enterPassword),
  confirm_password: (v: string, values: { password: string }) =>
    v === values.password ? null : AuthMessages.passwordsDontMatch,
  code: (v: string) => (v.trim() ? null : AuthMessages.enterCode),
};

/**
 * FFD sign-up (spec 2, issue 14): email, names, password and the emailed code; the account is
 * active at once. The guest cart stays in storage and joins the account at the first sign-in.
 */
export function FfdSignUpScreen() {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      email: '',
      first_name: '',
      last_name: '',
      password: '',
      confirm_password: '',
      code: '',
    },
    validate: checks,
    validateInputOnBlur: true,
  });
  const sendCode = useSendSignUpCode();
  const signUp = useSignUp();
  const codeRefusal = refusalOf(sendCode.error);
  const refusal = refusalOf(signUp.error);

  // A refusal that names a field shows beside it; the rest above the button.
  const showRefusal = (error: unknown) => {
    const r = refusalOf(error);
    if (r?.field && r.field in form.values) form.setFieldError(r.field, r.message);
  };

  if (signUp.isSuccess) {
    return (
      <Container size="xs" py={56}>
        <PageHeading mb="md">Welcome to Flash Deals</PageHeading>
        <Stack gap="md" data-testid="sign-up-done">
          <Text>Your account is ready. Sign in to check out; your cart comes with you.</Text>
          <Button component={SmartLink} to="/login" style={{ alignSelf: 'flex-start' }}>
            Sign In
          </Button>
        </Stack>
      </Container>
    );
  }

  const onSend = () => {
    const problem = checks.email(form.values.email);
    if (problem) form.setFieldError('email', problem);
    else sendCode.mutate(form.values.email.trim(), { onError: showRefusal });
  };

  return (
    <Container size="sm" py={40}>
      <PageHeading mb="xs">Create your Flash Deals account</PageHeading>
      <Text c="dimmed" mb="lg">
        Already have one?{' '}
        <Anchor component={SmartLink} to="/login" fw={600} underline="always">
          Sign in
        </Anchor>
      </Text>
      <form
        noValidate
        aria-label="Sign up"
        onSubmit={form.onSubmit((v) => signUp.mutate(v, { onError: showRefusal }))}
      >
        <Stack gap="md">
          <PersonFields
            first={{
              required: true,
              maxLength: MAX.first_name,
              ...form.getInputProps('first_name'),
            }}
            last={{ required: true, maxLength: MAX.last_name, ...form.getInputProps('last_name') }}
            email={{
              label: 'Email',
              required: true,
              maxLength: MAX.email,
              ...form.getInputProps('email'),
            }}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="new-password"
            description="12-20 characters with a number, upper and lower case letters and a symbol"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            required
            autoComplete="new-password"
            {...form.getInputProps('confirm_password')}
          />
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label="Verification code"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              style={{ flex: 1 }}
              {...form.getInputProps('code')}
            />
            <Button variant="default" onClick={onSend} loading={sendCode.isPending}>
              {sendCode.isSuccess ? 'Send again' : 'Send code'}
            </Button>
          </Group>
          {sendCode.isSuccess && (
            <Text size="sm" role="status">
              {AuthMessages.codeSent}: check your email.
            </Text>
          )}
          {codeRefusal && !(codeRefusal.field && codeRefusal.field in form.values) && (
            <Alert color="red" role="alert">
              {codeRefusal.message}
            </Alert>
          )}
          {refusal && !(refusal.field && refusal.field in form.values) && (
            <Alert color="red" role="alert">
              {refusal.message}
            </Alert>
          )}
          <Button type="submit" loading={signUp.isPending} style={{ alignSelf: 'flex-start' }}>
            Create account
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
