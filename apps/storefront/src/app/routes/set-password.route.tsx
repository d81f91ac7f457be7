import { SetPasswordScreen } from '../../features/auth/components/set-password-screen';

/** /setPassword?token=: the mailed link. */
export function Component() {
  return <SetPasswordScreen />;
}
