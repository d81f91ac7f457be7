import { ForgetPasswordScreen } from '../../features/identity/components/forget-password-screen';

/** /forgetPassword: a set-password link by mail. */
export function Component() {
  return <ForgetPasswordScreen />;
}
