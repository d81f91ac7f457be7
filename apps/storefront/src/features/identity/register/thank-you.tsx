import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { Policy, RegistrationMessages } from '@portal/contract';
import { SmartLink } from '../../../components/smart-link';

interface ThankYouProps {
  email: string;
  /** The application carried a RoweLinkingCode (started from Sign in with Rowe). */
  roweExpected?: boolean;
  /** The server linked that Rowe identity to the new account. */
  roweLinked?: boolean;
}

/** After the submission: what happens next. */
export function ThankYou({ email, roweExpected, roweLinked }: ThankYouProps) {
  return (
    <Stack align="center" ta="center" gap="sm" py="lg" data-testid="register-thank-you">
      <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden="true">
        <span style={{ fontSize: 28 }}>✓</span>
      </ThemeIcon>
      <Text fw={600} size="lg" role="status">
        {RegistrationMessages.submitted}
      </Text>
      <Text c="dimmed" maw={480}>
        We review applications within {Policy.approvalHours} hours. When yours is approved we will
        email {email || 'you'} a link to activate your account and choose a password.
      </Text>
      {roweExpected && (
        <Text c="dimmed" maw={480} data-testid="rowe-link-note">
          {roweLinked
            ? 'Your Rowe account is linked: once your account is active, Sign in with Rowe takes you straight in.'
            : 'Your Rowe sign-in had expired, so it is not linked yet: link it from Account Settings once your account is active.'}
        </Text>
      )}
      <Button component={SmartLink} to="/home" mt="md">
        Back to home
      </Button>
    </Stack>
  );
}
