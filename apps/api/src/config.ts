import path from 'node:path';
import { type BrandCode, BrandCodes, Brands, defaultBrandHosts } from '@portal/contract';
import { z } from 'zod';
import type { PaymentsSettings } from './modules/payments/payments.module';

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

const brandOriginsSchema = z.string().transform((raw, ctx) => {
  // "HOM=https://shop.example.com,CA=https://caracole.example.com"
  const map: Partial<Record<BrandCode, string>> = {};
  for (const pair of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [code, origin] = pair.split('=').map((s) => s.trim());
    const parsed = origin && URL.canParse(origin) ? new URL(origin) : null;
    if (
      !code ||
      !(BrandCodes as readonly string[]).includes(code) ||
      !parsed ||
      !/^https?:$/.test(parsed.protocol) ||
      parsed.origin !== origin?.replace(/\/$/, '')
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `expected BRAND=origin pairs (origin like https://shop.example.com, no path); got "${pair}"`,
      });
      return z.NEVER;
    }
    map[code as BrandCode] = parsed.origin;
  }
  return map;
});

/** Addresses or CIDR ranges of the proxies in front of us, e.g. "127.0.0.1,10.0.0.0/8". */
const trustProxySchema = z.string().transform((raw, ctx) => {
  const list = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const bad = list.find((a) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a));
  if (bad) {
    ctx.addIssue({ code: 'custom', message: `expected IP addresses or CIDR ranges; got "${bad}"` });
    return z.NEVER;
  }
  return list;
});

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  BRAND_HOSTS: brandHostsSchema.optional(),
  BRAND_ORIGINS: brandOriginsSchema.optional(),
  TRUST_PROXY: trustProxySchema.optional(),
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
  MAILBOX_PAGE: flag.optional(),
  MAIL_OFF: flag.optional(),
  API_DOCS: flag.optional(),
  SEARCH_INDEX: flag.optional(),
  ALLOW_DEMO_SEED: z.enum(['true', 'false']).optional(),
  ROWE_OIDC_ISSUER: z.string().url().optional(),
  ROWE_OIDC_CLIENT_ID: z.string().min(1).optional(),
  ROWE_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  ROWE_OIDC_REDIRECT_URI: z.string().url().optional(),
  VISUALIZATION_MODEL_URL: z.string().url().optional(),
  CARA_LLM_BASE_URL: z.string().url().optional(),
  CARA_LLM_API_KEY: z.string().min(1).optional(),
  CARA_LLM_MODEL: z.string().min(1).optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be the endpoint's signing secret (whsec_…)")
    .optional(),
  STRIPE_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin like https://api.stripe.com')
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Host name to brand: the hosts of BRAND_ORIGINS and BRAND_HOSTS, and outside production also
   * the local ones (hom.localhost, ca.localhost ..., localhost, 127.0.0.1).
   */
  brandHosts: Record<string, BrandCode>;
  /** Production: a Host that is not in brandHosts is refused (421) instead of served as HOM. */
  knownHostsOnly: boolean;
  /**
   * The public origin of each brand site. Links in mail, canonical and Open Graph links are built
   * from these only, never from a request's Host or X-Forwarded-* headers.
   */
  brandOrigins: Record<BrandCode, string>;
  /** Proxies whose X-Forwarded-* headers are believed (addresses or CIDR); none by default. */
  trustProxy: string[];
  storefrontDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  env: z.infer<typeof envSchema>['NODE_ENV'];
  seedOnEmpty: boolean;
  seedProducts: number | undefined;
  smtpUrl: string | undefined;
  /** The development mailbox page: on when no real mail transport is configured; never in production. */
  mailboxPage: boolean;
  /** Production without a mail transport, said out loud (MAIL_OFF=true): mail is kept, not sent. */
  mailOff: boolean;
  /** The OpenAPI page at /docs: on except in production unless API_DOCS=true. */
  apiDocs: boolean;
  /** Search from the in-memory index (decision 025); SQL only with SEARCH_INDEX=false and in tests. */
  searchIndex: boolean;
  /** Demo data (catalogue and accounts) may be loaded: always, except in production unless allowed. */
  demoSeedAllowed: boolean;
  /** Rowe single sign-on (OpenID Connect); absent when not configured. */
  roweOidc?: { issuer: string; clientId: string; clientSecret: string; redirectUri: string };
  /** An inpainting model endpoint for visualizations; the built-in renderer when absent. */
  visualizationModelUrl?: string | undefined;
  /** Cara's LLM adapter (decision 023): an OpenAI-compatible endpoint; the built-in engine when absent. */
  caraLlm?: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** The payment gateway (decision 022): the in-process sandbox unless PAYMENT_GATEWAY=stripe. */
  payments: PaymentsSettings;
}

export class ConfigError extends Error {}

type Env = z.infer<typeof envSchema>;

/** What production refuses to start without: real mail and the public origin of every brand. */
const productionProblems = (e: Env): string[] => {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (e.MAILBOX_PAGE)
    problems.push('MAILBOX_PAGE: the development mailbox is never served in production');
  if (!e.SMTP_URL && !e.MAIL_OFF) {
    problems.push(
      'SMTP_URL: production needs a mail transport for reset links and codes (or MAIL_OFF=true to run with mail switched off)',
    );
  }
  const missing = BrandCodes.filter((c) => !e.BRAND_ORIGINS?.[c]);
  if (missing.length) {
    problems.push(
      `BRAND_ORIGINS: production needs the public origin of every brand for links in mail (missing ${missing.join(', ')})`,
    );
  }
  return problems;
};

/** Stripe cannot run on a guess: without its key the server does not start. */
const paymentProblems = (e: Env): string[] =>
  e.PAYMENT_GATEWAY === 'stripe' && !e.STRIPE_SECRET_KEY
    ? [
        'STRIPE_SECRET_KEY: PAYMENT_GATEWAY=stripe needs the secret key of the Stripe account (sk_live_… or sk_test_…)',
      ]
    : [];

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
  const production = e.NODE_ENV === 'production';
  const problems = [...productionProblems(e), ...paymentProblems(e)];
  if (problems.length) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const brandOrigins = Object.fromEntries(
    Object.values(Brands).map((b) => [
      b.code,
      e.BRAND_ORIGINS?.[b.code] ?? `http://${b.defaultHost}:${e.PORT}`,
    ]),
  ) as Record<BrandCode, string>;
  const originHosts = Object.fromEntries(
    Object.entries(brandOrigins).map(([code, origin]) => [new URL(origin).hostname, code]),
  ) as Record<string, BrandCode>;
  return {
    port: e.PORT,
    host: e.HOST,
    // Relative to where the command runs; by default the repository's data/ folder.
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, 'data'),
    databaseUrl: e.DATABASE_URL,
    // Production serves the configured sites only: no *.localhost name nor a bare address.
    brandHosts: {
      ...(production ? {} : defaultBrandHosts()),
      ...originHosts,
      ...(e.BRAND_HOSTS ?? {}),
    },
    knownHostsOnly: production,
    brandOrigins,
    trustProxy: e.TRUST_PROXY ?? [],
    storefrontDist: path.resolve(e.STOREFRONT_DIST ?? path.join(repoRoot, 'apps/storefront/dist')),
    logLevel: e.LOG_LEVEL,
    env: e.NODE_ENV,
    seedOnEmpty: e.SEED_ON_EMPTY,
    seedProducts: e.SEED_PRODUCTS,
    visualizationModelUrl: e.VISUALIZATION_MODEL_URL,
    caraLlm:
      e.CARA_LLM_BASE_URL && e.CARA_LLM_MODEL
        ? {
            baseUrl: e.CARA_LLM_BASE_URL,
            apiKey: e.CARA_LLM_API_KEY ?? '',
            model: e.CARA_LLM_MODEL,
          }
        : undefined,
    payments:
      e.PAYMENT_GATEWAY === 'stripe' && e.STRIPE_SECRET_KEY
        ? {
            gateway: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : { gateway: 'sandbox' },
    smtpUrl: e.SMTP_URL,
    mailboxPage: !production && (e.MAILBOX_PAGE ?? !e.SMTP_URL),
    mailOff: production && !e.SMTP_URL,
    apiDocs: e.API_DOCS ?? !production,
    searchIndex: e.SEARCH_INDEX ?? e.NODE_ENV !== 'test',
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
