import { Notifications, notifications, useNotifications } from '@mantine/notifications';
import { Layout, Timing } from '@portal/contract';
import { useLayoutEffect, useState } from 'react';
import classes from './notifications-host.module.css';
import { createToastStack } from './toast-stack';

/**
 * Mantine's toast container, loaded with the first toast (see lazy-notifications.tsx). Alerts
 * close after 2 s; each toast gets its place in the stack of spec 9 (120 px + 30 px per toast).
 */
export default function NotificationsHost() {
  const { notifications: shown } = useNotifications();
  const [stack] = useState(() => createToastStack());
  // Before paint, so a toast never shows at the wrong place for a frame.
  useLayoutEffect(() => {
    stack.keepOnly(shown.map((n) => n.id ?? ''));
    for (const toast of shown) {
      if (!toast.id || typeof toast.style === 'object') continue;
      // Every toast's close button is named (axe: button-name), whoever showed it.
      notifications.update({
        ...toast,
        style: { top: stack.place(toast.id) },
        closeButtonProps: { 'aria-label': 'Close notification', ...toast.closeButtonProps },
      });
    }
  }, [shown, stack]);
  return (
    <Notifications
      position="top-center"
      autoClose={Timing.alertMs}
      zIndex={Layout.dialogZIndexNewer + 1}
      classNames={{ root: classes.root, notification: classes.toast }}
    />
  );
}
