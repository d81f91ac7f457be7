import { SelectModeScreen } from '../../features/identity/components/select-mode-screen';

/** /selectMode: the account's view modes. */
export function Component() {
  return <SelectModeScreen />;
}
