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
  ])('stops on a bad value and names the key (%o)', (env, key) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${key}:`));
  });

  it('merges BRAND_HOSTS over the defaults', () => {
    const c = loadConfig({ BRAND_HOSTS: 'Shop.Example.com=CA, art.example.com=ART' });
    expect(c.brandHosts['shop.example.com']).toBe('CA');
    expect(c.brandHosts['art.example.com']).toBe('ART');
    expect(c.brandHosts['hom.localhost']).toBe('HOM');
  });
});
