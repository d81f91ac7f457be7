import { RegisterWizard } from '../../features/auth/register/register-wizard';

/** /register: the trade registration wizard. */
export function Component() {
  return <RegisterWizard />;
}
