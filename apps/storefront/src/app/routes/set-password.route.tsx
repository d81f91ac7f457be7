import { SetPasswordScreen } from '../../features/identity/components/set-password-screen';

/** /setPassword?token=: the mailed link. */
export function Component() {
  return <SetPasswordScreen />;
}
