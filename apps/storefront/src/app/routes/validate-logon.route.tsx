import { ValidateLogonScreen } from '../../features/identity/rowe/validate-logon-screen';

/** /validateLogon (ROWE): where Rowe's sign-in comes back. */
export function Component() {
  return <ValidateLogonScreen />;
}
