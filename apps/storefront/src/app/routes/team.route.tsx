import { ActivationScreen } from '../../features/team/activation-screen';
import { SubAccountsScreen } from '../../features/team/sub-accounts-screen';

/** /subAccountManagement. */
export function SubAccountManagement() {
  return <SubAccountsScreen />;
}

/** /subAccountActivation?token= (from the invitation mail; no sign-in). */
export function SubAccountActivation() {
  return <ActivationScreen />;
}
