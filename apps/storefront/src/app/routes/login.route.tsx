import brand from '@brand';
import { LoginScreen } from '../../features/identity/components/login-screen';

/** /login, /auth/login and JC's /jcLogin; ART's `?account=dealer` is its Dealer Login. */
export function Component() {
  return <LoginScreen dealerLanding={brand.dealerLogin?.landing} />;
}
