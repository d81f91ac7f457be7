import { useEffect } from 'react';
import { startReceiver } from './receiver';

/** The /iframeMsg screen: shows nothing, answers the sibling sites (or applies a hand-off). */
export function ReceiverScreen() {
  useEffect(() => startReceiver(), []);
  return null;
}
