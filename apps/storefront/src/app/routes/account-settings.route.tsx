import { AccountSettingsScreen } from '../../features/auth/components/account-settings-screen';

/** /accountSettings (?tab=certificate). */
export function Component() {
  return <AccountSettingsScreen />;
}
