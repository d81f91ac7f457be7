import { BillingAddressesPanel } from '../../features/checkout/components/billing-addresses-panel';
import { AccountSettingsScreen } from '../../features/identity/components/account-settings-screen';
import { BRAND } from '../../lib/current-brand';

/** Flash-deal shoppers have no trade settings: no billing addresses tab on FFD. */
const EXTRA_TABS =
  BRAND === 'FFD'
    ? []
    : [{ value: 'billing', label: 'Billing addresses', panel: <BillingAddressesPanel /> }];

/** /accountSettings (?tab=certificate, ?tab=billing). */
export function Component() {
  return <AccountSettingsScreen extraTabs={EXTRA_TABS} />;
}
