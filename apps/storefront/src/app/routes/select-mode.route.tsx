import { SelectModeScreen } from '../../features/auth/components/select-mode-screen';

/** /selectMode: the account's view modes. */
export function Component() {
  return <SelectModeScreen />;
}
