import { LoginScreen } from '../../features/auth/components/login-screen';

/** /login, /auth/login and JC's /jcLogin. */
export function Component() {
  return <LoginScreen />;
}
