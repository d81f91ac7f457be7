import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.brandHosts['ca-dealer.localhost']).toBe('CA_DEALER');
    expect(c.brandHosts.localhost).toBe('HOM');
    expect(c.brandHosts['127.0.0.1']).toBe('HOM');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ BRAND_HOSTS: 'shop.test=NOPE' }, 'BRAND_HOSTS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ BRAND_ORIGINS: 'CA=https://ca.example.com/path' }, 'BRAND_ORIGINS'],
    [{ BRAND_ORIGINS: 'CA=javascript:alert(1)' }, 'BRAND_ORIGINS'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
  ])(
    'stops on a bad value, an origin or proxy list included, and names the key (%o)',
    (env, key) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`${key}:`));
    },
  );

  it('merges BRAND_HOSTS over the defaults', () => {
    const c = loadConfig({ BRAND_HOSTS: 'Shop.Example.com=CA, art.example.com=ART' });
    expect(c.brandHosts['shop.example.com']).toBe('CA');
    expect(c.brandHosts['art.example.com']).toBe('ART');
    expect(c.brandHosts['hom.localhost']).toBe('HOM');
  });

  const productionOrigins =
    'HOM=https://shop.example.com,CA=https://ca.example.com,CA_DEALER=https://dealer.example.com,ROWE=https://rowe.example.com,JC=https://jc.example.com,ART=https://art.example.com,FFD=https://ffd.example.com';

  it('trusts no proxy by default and builds brand origins from the port', () => {
    const c = loadConfig({ PORT: '9000' });
    expect(c.trustProxy).toEqual([]);
    expect(c.brandOrigins.CA).toBe('http://ca.localhost:9000');
    expect(c.mailboxPage).toBe(true);
    expect(c.apiDocs).toBe(true);
  });

  it('reads TRUST_PROXY and BRAND_ORIGINS, whose hosts become brand hosts', () => {
    const c = loadConfig({
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      BRAND_ORIGINS: productionOrigins,
    });
    expect(c.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(c.brandOrigins.ROWE).toBe('https://rowe.example.com');
    expect(c.brandHosts['rowe.example.com']).toBe('ROWE');
  });

  it('production without a mail transport or brand origins refuses to start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL:[\s\S]*BRAND_ORIGINS:/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        BRAND_ORIGINS: productionOrigins,
        MAILBOX_PAGE: 'true',
        MAIL_OFF: 'true',
      }),
    ).toThrow(/MAILBOX_PAGE:/);
  });

  it('production with mail said to be off serves no mailbox and no API page', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      BRAND_ORIGINS: productionOrigins,
      MAIL_OFF: 'true',
    });
    expect(c.mailboxPage).toBe(false);
    expect(c.mailOff).toBe(true);
    expect(c.apiDocs).toBe(false);
    const withSmtp = loadConfig({
      NODE_ENV: 'production',
      BRAND_ORIGINS: productionOrigins,
      SMTP_URL: 'smtp://mail.example.com:587',
      API_DOCS: 'true',
    });
    expect(withSmtp.mailOff).toBe(false);
    expect(withSmtp.apiDocs).toBe(true);
  });

  it('uses the sandbox gateway unless PAYMENT_GATEWAY=stripe, which needs its secret key', () => {
    expect(loadConfig({}).payments).toEqual({ gateway: 'sandbox' });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/STRIPE_SECRET_KEY:.*sk_live_/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY:/);
    expect(() =>
      loadConfig({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'pk_test_abc' }),
    ).toThrow(/STRIPE_SECRET_KEY:/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET:/);
    expect(() => loadConfig({ STRIPE_API_BASE: 'https://x.test/v1' })).toThrow(/STRIPE_API_BASE:/);
    expect(
      loadConfig({
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).payments,
    ).toEqual({
      gateway: 'stripe',
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: 'http://127.0.0.1:12111',
    });
  });
});
