import { Alert } from '@mantine/core';

/** The server's errmsg under a form, word for word; nothing when there is none. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="form-error" mt="md">
      {message}
    </Alert>
  );
}
