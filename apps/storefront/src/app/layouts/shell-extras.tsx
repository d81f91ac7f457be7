import { lazy, Suspense } from 'react';

// Loaded after the first screen's code, so the entry's JS budget holds.
const ConsentHost = lazy(() => import('../../features/consent/consent-host'));
const SessionSyncHost = lazy(() => import('../../features/session-sync/session-sync-host'));

/** The cookie banner and the cross-site session broadcaster: parts of the shell with no layout. */
export function ShellExtras() {
  return (
    <Suspense fallback={null}>
      <ConsentHost />
      <SessionSyncHost />
    </Suspense>
  );
}
