import { ForgetPasswordScreen } from '../../features/auth/components/forget-password-screen';

/** /forgetPassword: a set-password link by mail. */
export function Component() {
  return <ForgetPasswordScreen />;
}
