import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BRAND } from '../../../lib/current-brand';
import { useUserInfo } from '../hooks/use-user-info';
import { AuthCard } from './auth-card';
import { CertificatesPanel } from './certificates-panel';
import { ChangePasswordForm } from './change-password-form';
import { ProfilePanel } from './profile-panel';

/** Flash-deal shoppers have no trade account, so no resale certificates either. */
const HAS_CERTIFICATES = BRAND !== 'FFD';
const TABS = HAS_CERTIFICATES
  ? (['profile', 'password', 'certificate'] as const)
  : (['profile', 'password'] as const);

/** /accountSettings (?tab=certificate): profile, password change and certificates. */
export function AccountSettingsScreen({ title = 'Account Settings' }: { title?: string }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((t) => t === asked) ?? 'profile';
  useUserInfo();

  const select = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'profile') next.set('tab', value);
    else next.delete('tab');
    setParams(next, { replace: true });
  };

  return (
    <AuthCard title={title} wide>
      <Tabs value={tab} onChange={select}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="password">Password</Tabs.Tab>
          {HAS_CERTIFICATES && <Tabs.Tab value="certificate">Certificates</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfilePanel />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <ChangePasswordForm />
        </Tabs.Panel>
        {HAS_CERTIFICATES && (
          <Tabs.Panel value="certificate">
            <CertificatesPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </AuthCard>
  );
}
