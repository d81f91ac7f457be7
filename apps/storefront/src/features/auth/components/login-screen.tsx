import { Anchor, Tabs, Text } from '@mantine/core';
import { routeAvailableOn, routeByName } from '@portal/contract';
import { SmartLink } from '../../../components/smart-link';
import { BRAND, CURRENT_BRAND } from '../../../lib/current-brand';
import { ffdLogin, passwordLogin } from '../api/auth-api';
import { RoweLoginOption } from '../rowe/rowe-login-option';
import { AuthCard } from './auth-card';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

const registerRoute = routeByName('register');
const canRegister = Boolean(registerRoute && routeAvailableOn(registerRoute, BRAND));

/** /login (and /auth/login, /jcLogin): password or SMS code; Flash Deals has its own form. */
export function LoginScreen() {
  const footer = canRegister ? (
    <Text size="sm">
      New to {CURRENT_BRAND.name}?{' '}
      <Anchor component={SmartLink} to="/register" fw={600}>
        Apply for a trade account
      </Anchor>
    </Text>
  ) : null;

  if (BRAND === 'FFD') {
    return (
      <AuthCard title="Sign In" lead={`Welcome back to ${CURRENT_BRAND.name}.`}>
        <PasswordLoginForm accountLabel="Email" accountType="email" submit={ffdLogin} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign In" lead={`Welcome back to ${CURRENT_BRAND.name}.`} footer={footer}>
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
          />
        </Tabs.Panel>
        <Tabs.Panel value="sms">
          <SmsLoginForm />
        </Tabs.Panel>
      </Tabs>
    </AuthCard>
  );
}
