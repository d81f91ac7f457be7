import landing from '@brand-landing';
import { FreeWifiScreen } from '../../features/content/wifi/free-wifi-screen';

/** /freeWiFi-landingpage: the showroom guest Wi-Fi landing; its first link opens the collection. */
export function Component() {
  return <FreeWifiScreen collectionTo={landing.landing.primaryCta.to} />;
}
