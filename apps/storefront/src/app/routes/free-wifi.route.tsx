import { FreeWifiScreen } from '../../features/content/wifi/free-wifi-screen';

/** /freeWiFi-landingpage: the showroom guest Wi-Fi landing. */
export function Component() {
  return <FreeWifiScreen />;
}
