import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SmartLink } from '../../../components/smart-link';
import { useStoredValue } from '../../../lib/use-stored';
import { errorText, errorTextOrNull } from '../api/error-text';
import { type RoweUserInfo, roweLinkLogin, useRowePrefillMutation } from '../api/rowe-api';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-error';
import { PasswordLoginForm } from '../components/password-login-form';
import { useSignIn } from '../hooks/use-sign-in';
import { prefillDraft } from '../register/register-draft';
import { finishRoweSignIn } from './finish-rowe-sign-in';
import { RoweIdentity } from './rowe-identity';

type Outcome = { answer: RoweUserInfo } | { error: string } | null;

/**
 * /validateLogon (ROWE): Rowe sends the browser back here with code, state and iss. A linked
 * identity signs in like a password login; a new one links to a trade account by signing in
 * with it once (or starts a trade application); a link started on /bindAccount is confirmed.
 */
export function ValidateLogonScreen() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const iss = params.get('iss') ?? undefined;
  const refused = params.has('error');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { signIn, error: signInError } = useSignIn();

  // signIn is a new function each render; the call depends on the address only.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!code || !state) return;
    let live = true;
    finishRoweSignIn({ code, state, iss }).then(
      (answer) => {
        if (!live) return;
        setOutcome({ answer });
        // A linked identity: the session is stored exactly like a password login's.
        if (answer.user) void signIn(async () => answer.user!);
      },
      (failure) => live && setOutcome({ error: errorText(failure) }),
    );
    return () => {
      live = false;
    };
  }, [code, state, iss]);

  if (refused || !code || !state) return <NothingToFinish refused={refused} />;
  if (outcome && 'error' in outcome) return <RoweFailed message={outcome.error} />;
  if (signInError) return <RoweFailed message={signInError} />;
  if (!outcome || outcome.answer.user) return <Finishing />;
  if (outcome.answer.linked) return <Linked answer={outcome.answer} />;
  return <LinkAccount answer={outcome.answer} />;
}

function Finishing() {
  return (
    <AuthCard title="Sign in with Rowe">
      <Stack align="center" gap="md" py="lg" role="status" aria-live="polite">
        <Loader type="dots" />
        <Text c="dimmed">Finishing your Rowe sign-in…</Text>
      </Stack>
    </AuthCard>
  );
}

const backToSignIn = (
  <Button component={SmartLink} to="/login" size="md" fullWidth>
    Back to Sign In
  </Button>
);

function NothingToFinish({ refused }: { refused: boolean }) {
  return (
    <AuthCard
      title="Sign in with Rowe"
      lead={
        refused
          ? 'The sign-in at Rowe was cancelled or refused, so nothing was signed in or linked.'
          : 'This page finishes a sign-in with Rowe, but its address is missing the details Rowe adds when it sends you back.'
      }
    >
      <Text size="sm" mb="lg">
        Start again from the sign-in page and choose Sign in with Rowe.
      </Text>
      {backToSignIn}
    </AuthCard>
  );
}

function RoweFailed({ message }: { message: string }) {
  const signedIn = Boolean(useStoredValue('token'));
  return (
    <AuthCard title="Sign in with Rowe" lead="We could not finish the sign-in with Rowe.">
      <Alert color="red" variant="light" role="alert" data-testid="form-error" mb="xl">
        {message}
      </Alert>
      {signedIn ? (
        <Button component={SmartLink} to="/bindAccount" size="md" fullWidth>
          Try again
        </Button>
      ) : (
        backToSignIn
      )}
    </AuthCard>
  );
}

/** Back from a link started on /bindAccount. */
function Linked({ answer }: { answer: RoweUserInfo }) {
  return (
    <AuthCard
      title="Your Rowe account is linked"
      lead="From now on, Sign in with Rowe takes you straight into your trade account."
    >
      <RoweIdentity name={answer.name} email={answer.email} />
      <Button component={SmartLink} to="/" size="md" fullWidth>
        Continue
      </Button>
    </AuthCard>
  );
}

/** A Rowe identity no trade account knows yet: sign in once to link it, or apply. */
function LinkAccount({ answer }: { answer: RoweUserInfo }) {
  const linkingCode = answer.RoweLinkingCode ?? '';
  const navigate = useNavigate();
  const prefill = useRowePrefillMutation();
  // Stays busy while the wizard opens.
  const applying = prefill.isPending || prefill.isSuccess;

  const apply = () =>
    prefill.mutate(linkingCode, {
      onSuccess: async (answer) => {
        // The code goes with the application: the new account is linked to this Rowe identity.
        prefillDraft(answer, linkingCode);
        await navigate('/register');
      },
    });

  const footer = (
    <>
      <Text size="sm">
        No trade account yet?{' '}
        <Anchor component="button" type="button" fw={600} onClick={apply} disabled={applying}>
          Create a trade account
        </Anchor>
      </Text>
      <FormError message={errorTextOrNull(prefill.error)} />
    </>
  );

  return (
    <AuthCard
      title="Link your Rowe account"
      lead="Sign in with your trade account once to link it. Next time, Sign in with Rowe takes you straight in."
      footer={footer}
    >
      <RoweIdentity name={answer.name} email={answer.email} />
      <PasswordLoginForm
        accountLabel="Email or phone number"
        accountType="text"
        submitLabel="Sign in and link"
        submit={(account, password) => roweLinkLogin(account, password, linkingCode)}
      />
    </AuthCard>
  );
}
