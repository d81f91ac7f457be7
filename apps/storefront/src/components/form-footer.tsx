import { Alert, Button, Group } from '@mantine/core';

/**
 * The foot of a form: a failure that is not a field's own, then Cancel (when the form can be
 * closed) and the submit button with the mutation's pending state.
 */
export function FormFooter({
  failure,
  onCancel,
  pending,
  submitLabel,
  testIds = {},
}: {
  /** A message to show above the buttons (a field's own errors show on the field). */
  failure: string | null | undefined;
  onCancel?: (() => void) | undefined;
  pending: boolean;
  submitLabel: string;
  testIds?: { error?: string; submit?: string };
}) {
  return (
    <>
      {failure && (
        <Alert color="red" variant="light" role="alert" data-testid={testIds.error}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={pending} data-testid={testIds.submit}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
