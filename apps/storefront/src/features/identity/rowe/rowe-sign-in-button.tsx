import { Button, type ButtonProps } from '@mantine/core';
import { errorTextOrNull } from '../api/error-text';
import { useRoweRedirectMutation } from '../api/rowe-api';
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
 * Rowe sends it back to /validateLogon. The server's message shows under the button.
 */
export function RoweSignInButton({
  bind = false,
  onLeave,
  children,
  variant,
  size = 'md',
}: RoweSignInButtonProps) {
  const redirect = useRoweRedirectMutation();

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
      >
        {children}
      </Button>
      <FormError message={errorTextOrNull(redirect.error)} />
    </div>
  );
}
