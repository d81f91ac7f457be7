import { Divider } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { keepPathForLogin } from '../login-redirect';
import { RoweSignInButton } from './rowe-sign-in-button';

/** ROWE's login screen: Sign in with Rowe, above the trade sign-in. */
export function RoweLoginOption() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  // Rowe comes back to /validateLogon: keep where this sign-in should end (read once after it).
  const keepRedirect = () => redirect && keepPathForLogin(redirect);

  return (
    <>
      <RoweSignInButton variant="default" onLeave={keepRedirect}>
        Sign in with Rowe
      </RoweSignInButton>
      <Divider my="lg" label="or with your trade account" labelPosition="center" />
    </>
  );
}
