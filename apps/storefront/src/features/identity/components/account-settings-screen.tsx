import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
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

/** A tab another feature adds (app/ composes it: features do not import each other). */
export interface ExtraTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/** /accountSettings (?tab=certificate): profile, password change, certificates and extras. */
export function AccountSettingsScreen({
  title = 'Account Settings',
  extraTabs = [],
}: {
  title?: string;
  extraTabs?: readonly ExtraTab[];
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = [...TABS, ...extraTabs.map((t) => t.value)].find((t) => t === asked) ?? 'profile';
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
          {extraTabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
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
        {extraTabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </AuthCard>
  );
}
