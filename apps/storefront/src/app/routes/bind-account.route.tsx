import { BindAccountScreen } from '../../features/identity/rowe/bind-account-screen';

/** /bindAccount (ROWE): link a Rowe identity to the signed-in trade account. */
export function Component() {
  return <BindAccountScreen />;
}
