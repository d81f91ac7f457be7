import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fetchUserInfo } from '../api/auth-api';
import { storeUserInfo } from '../session-store';
import { AuthCard } from './auth-card';
import { CertificatesPanel } from './certificates-panel';
import { ChangePasswordForm } from './change-password-form';
import { ProfilePanel } from './profile-panel';

const TABS = ['profile', 'password', 'certificate'] as const;

/** /accountSettings (?tab=certificate): profile, password change and certificates. */
export function AccountSettingsScreen({ title = 'Account Settings' }: { title?: string }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((t) => t === asked) ?? 'profile';
  // Fresh names from the server (and an expired session is noticed here).
  useQuery({
    queryKey: ['user-info'],
    queryFn: async () => {
      const info = await fetchUserInfo();
      storeUserInfo(info);
      return info;
    },
  });

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
          <Tabs.Tab value="certificate">Certificates</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfilePanel />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <ChangePasswordForm />
        </Tabs.Panel>
        <Tabs.Panel value="certificate">
          <CertificatesPanel />
        </Tabs.Panel>
      </Tabs>
    </AuthCard>
  );
}
