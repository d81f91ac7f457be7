import { Alert, Button, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** The server's errmsg under a form, word for word; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error" mt="md">
      {message}
    </Alert>
  );
}

/**
 * An account screen's form: its fields stacked, the full-width submit button with the call's
 * pending state, then the server's errmsg.
 */
export function AuthForm({
  onSubmit,
  submitLabel,
  pending,
  error,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        {children}
        <Button type="submit" size="md" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
      <FormError message={error} />
    </form>
  );
}
