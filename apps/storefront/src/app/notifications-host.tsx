import { Notifications } from '@mantine/notifications';
import { Layout } from '@portal/contract';

/** Mantine's toast container, loaded with the first toast (see providers.tsx). */
export default function NotificationsHost() {
  return <Notifications position="top-center" zIndex={Layout.dialogZIndexNewer + 1} />;
}
