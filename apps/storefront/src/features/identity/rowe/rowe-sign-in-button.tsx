import { Button, type ButtonProps, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorTextOrNull } from '../api/error-text';
import { roweStatusQueryOptions, useRoweRedirectMutation } from '../api/rowe-api';
import { FormError } from '../components/form-error';
import { pageLoad } from '../page-load';

interface RoweSignInButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** Link the Rowe identity to the signed-in account instead of signing in. */
  bind?: boolean;
  /** Called just before the browser leaves for Rowe (e.g. to keep where to come back to). */
  onLeave?: () => void;
  children: string;
}

/**
 * Asks the server for Rowe's sign-in address and sends the browser there (a full page load);
 * Rowe sends it back to /validateLogon. The server's message shows under the button. When the
 * server says Rowe sign-in is not configured, the button is disabled with the reason beside it.
 */
export function RoweSignInButton({
  bind = false,
  onLeave,
  children,
  variant,
  size = 'md',
}: RoweSignInButtonProps) {
  const redirect = useRoweRedirectMutation();
  const status = useQuery(roweStatusQueryOptions());
  const reasonId = useId();
  const unavailable = status.data?.configured === false ? status.data.reason : null;

  const start = () =>
    redirect.mutate(bind, {
      onSuccess: ({ redirect_url }) => {
        onLeave?.();
        pageLoad.assign(redirect_url);
      },
    });

  return (
    <div>
      {/* Stays busy while the browser leaves. */}
      <Button
        fullWidth
        size={size}
        variant={variant}
        loading={redirect.isPending || redirect.isSuccess}
        onClick={start}
        disabled={unavailable !== null}
        aria-describedby={unavailable !== null ? reasonId : undefined}
      >
        {children}
      </Button>
      {unavailable !== null && (
        <Text id={reasonId} size="sm" c="dimmed" mt={6} data-testid="rowe-unavailable">
          {unavailable}
        </Text>
      )}
      <FormError message={errorTextOrNull(redirect.error)} />
    </div>
  );
}
