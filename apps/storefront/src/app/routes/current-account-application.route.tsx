import { CurrentAccountScreen } from '../../features/current-account/components/current-account-screen';

/** /currentAccountApplication: apply for net-30 terms, then the application's status. */
export function Component() {
  return <CurrentAccountScreen />;
}
