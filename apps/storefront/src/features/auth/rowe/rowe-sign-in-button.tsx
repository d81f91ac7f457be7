import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../api/error-text';
import { fetchRoweRedirect } from '../api/rowe-api';
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
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const { redirect_url } = await fetchRoweRedirect(bind);
      onLeave?.();
      pageLoad.assign(redirect_url);
      // Stays busy while the browser leaves.
    } catch (failure) {
      setError(errorText(failure));
      setPending(false);
    }
  };

  return (
    <div>
      <Button fullWidth size={size} variant={variant} loading={pending} onClick={start}>
        {children}
      </Button>
      <FormError message={error} />
    </div>
  );
}
