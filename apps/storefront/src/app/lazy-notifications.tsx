import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadHost = () => import('./notifications-host');
const NotificationsHost = lazy(loadHost);

/**
 * Toasts without their code in the first download: the container loads when the first toast is
 * queued (the queue is kept meanwhile), and is fetched ahead while the browser is idle.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const pending = notifications.length + queue.length > 0;

  useEffect(() => {
    if (pending) setWanted(true);
  }, [pending]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    idle(() => void loadHost());
  }, []);

  if (!wanted && !pending) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}
