import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/after-first-paint';

// Loaded after the first screen's code, so the entry's JS budget holds.
const ConsentHost = lazy(() => import('../../features/consent/consent-host'));
const SessionSyncHost = lazy(() => import('../../features/session-sync/session-sync-host'));

/** The cookie banner and the cross-site session broadcaster: parts of the shell with no layout. */
export function ShellExtras() {
  // After the page has loaded: their code would otherwise share the network with the screen's
  // search and pictures, and hold back its largest paint.
  const [ready] = useAfterFirstPaint();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ConsentHost />
      <SessionSyncHost />
    </Suspense>
  );
}
