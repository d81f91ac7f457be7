import { RegisterWizard } from '../../features/identity/register/register-wizard';

/** /register: the trade registration wizard. */
export function Component() {
  return <RegisterWizard />;
}
