import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { Policy, RegistrationMessages } from '@portal/contract';
import { SmartLink } from '../../../components/smart-link';

/** After the submission: what happens next. */
export function ThankYou({ email }: { email: string }) {
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
      <Button component={SmartLink} to="/home" mt="md">
        Back to home
      </Button>
    </Stack>
  );
}
