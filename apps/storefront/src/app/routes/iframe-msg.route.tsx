import { ReceiverScreen } from '../../features/session-sync/receiver-screen';

/** iframeMsg: the cross-site session page (decision 010); renders nothing. */
export function Component() {
  return <ReceiverScreen />;
}
