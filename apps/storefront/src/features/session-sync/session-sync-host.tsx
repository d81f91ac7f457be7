import { useEffect } from 'react';
import { hopForSession } from '../../lib/shared-origin';
import { startBroadcaster } from './session-broadcaster';

/**
 * Mounted (lazily, after the first paint) in the shell: shares this site's session with its
 * sibling brand sites, and opened without one, asks the shared origin for it once per browser
 * session (decision 054).
 */
export default function SessionSyncHost() {
  useEffect(() => {
    void hopForSession();
    return startBroadcaster();
  }, []);
  return null;
}
