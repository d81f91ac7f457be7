import { FfdSignUpScreen } from '../../features/cart/sign-up/ffd-sign-up-screen';

/** /register on FFD: the flash-deals shopper sign-up (simpleRegister). */
export function Component() {
  return <FfdSignUpScreen />;
}
