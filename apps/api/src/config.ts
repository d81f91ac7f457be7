import path from 'node:path';
import { type BrandCode, BrandCodes, defaultBrandHosts } from '@portal/contract';
import { z } from 'zod';

const brandHostsSchema = z.string().transform((raw, ctx) => {
  // "shop.example.com=HOM,ca.example.com=CA"
  const map: Record<string, BrandCode> = {};
  for (const pair of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [host, code] = pair.split('=').map((s) => s.trim());
    if (!host || !code || !(BrandCodes as readonly string[]).includes(code)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected host=BRAND pairs with BRAND one of ${BrandCodes.join(', ')}; got "${pair}"`,
      });
      return z.NEVER;
    }
    map[host.toLowerCase()] = code as BrandCode;
  }
  return map;
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  BRAND_HOSTS: brandHostsSchema.optional(),
  STOREFRONT_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAILBOX_PAGE: z.enum(['true', 'false']).optional(),
  ALLOW_DEMO_SEED: z.enum(['true', 'false']).optional(),
  ROWE_OIDC_ISSUER: z.string().url().optional(),
  ROWE_OIDC_CLIENT_ID: z.string().min(1).optional(),
  ROWE_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  ROWE_OIDC_REDIRECT_URI: z.string().url().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  brandHosts: Record<string, BrandCode>;
  storefrontDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  env: z.infer<typeof envSchema>['NODE_ENV'];
  seedOnEmpty: boolean;
  seedProducts: number | undefined;
  smtpUrl: string | undefined;
  /** The development mailbox page: on when no real mail transport is configured. */
  mailboxPage: boolean;
  /** Demo data (catalogue and accounts) may be loaded: always, except in production unless allowed. */
  demoSeedAllowed: boolean;
  /** Rowe single sign-on (OpenID Connect); absent when not configured. */
  roweOidc?: { issuer: string; clientId: string; clientSecret: string; redirectUri: string };
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Parse the environment once; a bad value names its key and stops start-up. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable means "not set" (e.g. DATABASE_URL= in a shell or a .env file).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    // Relative to where the command runs; by default the repository's data/ folder.
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, 'data'),
    databaseUrl: e.DATABASE_URL,
    brandHosts: { ...defaultBrandHosts(), ...(e.BRAND_HOSTS ?? {}) },
    storefrontDist: path.resolve(e.STOREFRONT_DIST ?? path.join(repoRoot, 'apps/storefront/dist')),
    logLevel: e.LOG_LEVEL,
    env: e.NODE_ENV,
    seedOnEmpty: e.SEED_ON_EMPTY,
    seedProducts: e.SEED_PRODUCTS,
    smtpUrl: e.SMTP_URL,
    mailboxPage: e.MAILBOX_PAGE ? e.MAILBOX_PAGE === 'true' : !e.SMTP_URL,
    demoSeedAllowed: e.NODE_ENV !== 'production' || e.ALLOW_DEMO_SEED === 'true',
    roweOidc:
      e.ROWE_OIDC_ISSUER && e.ROWE_OIDC_CLIENT_ID && e.ROWE_OIDC_CLIENT_SECRET
        ? {
            issuer: e.ROWE_OIDC_ISSUER,
            clientId: e.ROWE_OIDC_CLIENT_ID,
            clientSecret: e.ROWE_OIDC_CLIENT_SECRET,
            redirectUri:
              e.ROWE_OIDC_REDIRECT_URI ?? `http://rowe.localhost:${e.PORT}/validateLogon`,
          }
        : undefined,
  };
};
