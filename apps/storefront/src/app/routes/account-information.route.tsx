import { AccountSettingsScreen } from '../../features/identity/components/account-settings-screen';

/** /accountInformation: the account's profile (the settings screen under its own title). */
export function Component() {
  return <AccountSettingsScreen title="Account Information" />;
}
