import { Alert, Button, Text } from '@mantine/core';
import { Messages } from '@portal/contract';
import type { ReactNode } from 'react';

/** The success state of a content form: the spec's 'Submitted successfully' and what happens next. */
export function SubmittedNote({
  children,
  againLabel,
  onAgain,
}: {
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      title={Messages.submitted}
      data-testid="form-submitted"
    >
      <Text size="sm">{children}</Text>
      <Button variant="subtle" px={0} mt="xs" onClick={onAgain}>
        {againLabel}
      </Button>
    </Alert>
  );
}

/** A failed submit that belongs to no single field. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" mt="md">
      {message}
    </Alert>
  );
}

/** A content form's submit button, under its fields on the left. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="md" loading={pending} style={{ alignSelf: 'flex-start' }}>
      {children}
    </Button>
  );
}
