import { Alert, Button, Group } from '@mantine/core';

/**
 * The foot of a one-field dialog form (save a collection, share a list): a failure that is not
 * the field's own, then Cancel and the submit button with the mutation's pending state.
 */
export function DialogFormFooter({
  failure,
  onCancel,
  pending,
  submitLabel,
}: {
  /** A message to show above the buttons (the field's own errors show on the field). */
  failure: string | null;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
}) {
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
