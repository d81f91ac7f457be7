import { NoPermissionScreen } from '../../features/identity/components/no-permission-screen';

/** /noPermission: after a 25010 answer. */
export function Component() {
  return <NoPermissionScreen />;
}
