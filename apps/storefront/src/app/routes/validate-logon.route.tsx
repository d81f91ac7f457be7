import { ValidateLogonScreen } from '../../features/auth/rowe/validate-logon-screen';

/** /validateLogon (ROWE): where Rowe's sign-in comes back. */
export function Component() {
  return <ValidateLogonScreen />;
}
