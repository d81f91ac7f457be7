import { useEffect } from 'react';
import { startBroadcaster } from './session-broadcaster';

/** Mounted (lazily) in the shell: shares this site's session with its sibling brand sites. */
export default function SessionSyncHost() {
  useEffect(() => startBroadcaster(), []);
  return null;
}
