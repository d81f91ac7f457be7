import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import { routeAvailableOn, routeByName, type SessionUser } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { SmartLink } from '../../../components/smart-link';
import { BRAND, CURRENT_BRAND } from '../../../lib/current-brand';
import { ffdLogin, passwordLogin } from '../api/auth-api';
import { RoweLoginOption } from '../rowe/rowe-login-option';
import { AuthCard } from './auth-card';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

const registerRoute = routeByName('register');
const canRegister = Boolean(registerRoute && routeAvailableOn(registerRoute, BRAND));

interface LoginScreenProps {
  /**
   * The brand's Dealer Login (ART's header, decision 017): with it, `/login?account=dealer` is
   * the dealers' sign-in, and a dealer account signing in there without a `redirect` lands here.
   */
  dealerLanding?: string;
}

/** The login address without `account`: the trade sign-in, keeping `redirect`. */
const tradeLoginHref = (params: URLSearchParams) => {
  const rest = new URLSearchParams(params);
  rest.delete('account');
  const query = rest.toString();
  return `/login${query ? `?${query}` : ''}`;
};

/** /login (and /auth/login, /jcLogin): password or SMS code; Flash Deals has its own form. */
export function LoginScreen({ dealerLanding }: LoginScreenProps = {}) {
  const [params] = useSearchParams();
  const dealer = Boolean(dealerLanding) && params.get('account') === 'dealer';
  const landing = dealer
    ? (user: SessionUser) => (user.account_type === 'dealer' ? (dealerLanding ?? null) : null)
    : undefined;
  const register = canRegister ? (
    <Text size="sm">
      New to {CURRENT_BRAND.name}?{' '}
      <Anchor component={SmartLink} to="/register" fw={600}>
        Apply for a trade account
      </Anchor>
    </Text>
  ) : null;
  const footer = dealer ? (
    <Stack gap={6}>
      <Text size="sm">
        Not a dealer?{' '}
        <Anchor component={SmartLink} to={tradeLoginHref(params)} fw={600}>
          Trade Login
        </Anchor>
      </Text>
      {register}
    </Stack>
  ) : (
    register
  );

  if (BRAND === 'FFD') {
    return (
      <AuthCard
        title="Sign In"
        lead={`Welcome back to ${CURRENT_BRAND.name}.`}
        footer={
          // FFD's /register is the shopper sign-up (issue 14); the guest cart joins at sign-in.
          <Text size="sm">
            New to {CURRENT_BRAND.name}?{' '}
            <Anchor component={SmartLink} to="/register" fw={600}>
              Create an account
            </Anchor>
          </Text>
        }
      >
        <PasswordLoginForm accountLabel="Email" accountType="email" submit={ffdLogin} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={dealer ? 'Dealer Login' : 'Sign In'}
      lead={
        dealer
          ? `Sign in with your ${CURRENT_BRAND.name} dealer account.`
          : `Welcome back to ${CURRENT_BRAND.name}.`
      }
      footer={footer}
    >
      {/* ROWE's build only: the mode is the brand slug, replaced at build time. */}
      {import.meta.env.MODE === 'rowe' && <RoweLoginOption />}
      <Tabs defaultValue="password" keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="password">Password</Tabs.Tab>
          <Tabs.Tab value="sms">Verification code</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="password">
          <PasswordLoginForm
            accountLabel="Email or phone number"
            accountType="text"
            submit={passwordLogin}
            landing={landing}
          />
        </Tabs.Panel>
        <Tabs.Panel value="sms">
          <SmsLoginForm landing={landing} />
        </Tabs.Panel>
      </Tabs>
    </AuthCard>
  );
}
