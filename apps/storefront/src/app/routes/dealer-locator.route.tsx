import { DealerLocatorScreen } from '../../features/content/dealers/dealer-locator-screen';

/** /dealerLocator (ART): dealers by ZIP code or state. */
export function Component() {
  return <DealerLocatorScreen />;
}
