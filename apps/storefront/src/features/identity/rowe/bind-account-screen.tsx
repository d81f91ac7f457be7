import { Navigate } from 'react-router';
import { useStoredValue } from '../../../lib/use-stored';
import { AuthCard, FooterLink } from '../components/auth-card';
import { loginPathFor } from '../login-redirect';
import classes from './rowe.module.css';
import { RoweSignInButton } from './rowe-sign-in-button';

/**
 * /bindAccount (ROWE): links a Rowe identity to the signed-in trade account. The route table
 * leaves it open (auth false), so the screen sends visitors to sign in first.
 */
export function BindAccountScreen() {
  const token = useStoredValue('token');
  const email = useStoredValue('userEmail');
  if (!token) return <Navigate to={loginPathFor('/bindAccount')} replace />;

  const footer = (
    <FooterLink
      prompt="Changed your mind?"
      to="/accountSettings"
      label="Back to Account Settings"
    />
  );

  return (
    <AuthCard
      title="Link your Rowe account"
      lead={
        <>
          Link a Rowe account to your trade account
          {email ? (
            <>
              {' '}
              <strong>{email}</strong>
            </>
          ) : null}
          , then sign in with Rowe next time.
        </>
      }
      footer={footer}
    >
      <ol className={classes.steps}>
        <li>We take you to Rowe to sign in there.</li>
        <li>Rowe asks you to allow the link and sends you back here.</li>
        <li>From then on, Sign in with Rowe opens this trade account directly.</li>
      </ol>
      <RoweSignInButton bind>Link my Rowe account</RoweSignInButton>
    </AuthCard>
  );
}
