import { DealerApplicationScreen } from '../../features/identity/dealer-application/dealer-application-screen';

/** /requestAccess (dealer site): the dealer application. */
export function Component() {
  return <DealerApplicationScreen />;
}
