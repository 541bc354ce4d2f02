import path from 'node:path';
import {
  DEFAULT_UPLOAD_QUOTA_MB,
  NEWSLETTER_SEND_RATE_DEFAULT,
  readTaxRegistrationNumbers,
} from '@mariner/contracts';
import { z } from 'zod';

/** Accepts true/false/1/0 (any case); anything else is a named error rather than a silent false. */
const booleanFlag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      ctx.addIssue({ code: 'custom', message: 'must be true, false, 1 or 0' });
      return z.NEVER;
    });

/** An optional setting: unset and blank both mean "not configured". */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = optionalString.refine((value) => value === undefined || URL.canParse(value), {
  message: 'must be a valid URL',
});

const EnvFields = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).optional()),
  SEED_DEMO: booleanFlag(true),
  /** Serve the built web app (apps/web/dist) when there is one; tests of the API alone say false. */
  SERVE_WEB: booleanFlag(true),
  SESSION_SECRET: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString,
  UPLOADS_PUBLIC_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag(false),
  /** Issue 17: the map's tile server (a `{z}/{x}/{y}` template) and the credit its licence asks for. */
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, {
      message: 'must be an http(s) tile template with {z}, {x} and {y}',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().trim().min(1).default('© OpenStreetMap contributors'),
  /** Issue 25: a production start says whether fake payments are wanted (checkPaymentsMode). */
  NODE_ENV: optionalString,
  PAYMENTS_MODE: optionalString.pipe(z.enum(['test', 'live'], { error: 'must be test or live' }).optional()),
  /** Issue 17: how often each instance looks for due alert digests. */
  ALERT_DIGEST_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often each instance sends the mail its outbox holds (the journeys wait on it: 1 there). */
  OUTBOX_DRAIN_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Issue 30 item 6: how often each instance looks for renewal reminders due (hourly by default). */
  RENEWAL_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86400).default(3600),
  /** Issue 25: how long a stopping instance serves on, not ready, so load balancers notice first. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** Issue 25: sign-ups per address per hour (each hashes a password). */
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Issue 25: the stored bytes of one account's uploads (superadmins are not limited). */
  UPLOAD_QUOTA_MB_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_UPLOAD_QUOTA_MB),
  /** Issue 30: the operator's sales-tax registration numbers printed on invoices, `;` between them. */
  TAX_REGISTRATION_NUMBERS: optionalString,
  /** Issue 31: newsletter mails queued per minute, all instances and campaigns together. */
  NEWSLETTER_SEND_RATE: z.coerce.number().int().min(1).max(100_000).default(NEWSLETTER_SEND_RATE_DEFAULT),
  /** How often each instance queues the next share of a sending campaign (the journeys wait on it: 1 there). */
  CAMPAIGN_SEND_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
});

/** Stripe takes both keys: the secret one on the server, the publishable one in the browser's card form. */
function checkStripeKeys(env: z.infer<typeof EnvFields>, ctx: z.RefinementCtx): void {
  const secret = env.STRIPE_SECRET_KEY;
  const publishable = env.STRIPE_PUBLISHABLE_KEY;
  if (secret && !/^(sk|rk)_(test|live)_/.test(secret)) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message: 'must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_… key)',
    });
  }
  if (secret && !publishable) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'is required when STRIPE_SECRET_KEY is set',
    });
  }
  // It is sent to every browser: a secret key here would leak it.
  if (publishable && !/^pk_(test|live)_/.test(publishable)) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'must be a Stripe publishable key (pk_test_… or pk_live_…)',
    });
  }
  const mode = (key: string | undefined) => /^[a-z]{2}_(test|live)_/.exec(key ?? '')?.[1];
  if (secret && publishable && mode(secret) && mode(publishable) && mode(secret) !== mode(publishable)) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: `is a ${mode(publishable)} key but STRIPE_SECRET_KEY is a ${mode(secret)} key`,
    });
  }
}

/**
 * Issue 25, defect 10: without Stripe keys the built-in test processor takes every payment, and
 * none of it is money. A production start (NODE_ENV=production, set explicitly: `npm start` sets
 * nothing, so the README's two commands keep working on the embedded defaults) must either have
 * Stripe or say PAYMENTS_MODE=test.
 */
function checkPaymentsMode(env: z.infer<typeof EnvFields>, ctx: z.RefinementCtx): void {
  const hasStripe = Boolean(env.STRIPE_SECRET_KEY);
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (env.PAYMENTS_MODE === 'live' && !hasStripe) {
    problem('STRIPE_SECRET_KEY', 'is required when PAYMENTS_MODE=live');
  } else if (env.PAYMENTS_MODE === 'test' && hasStripe) {
    problem('PAYMENTS_MODE', 'is test but STRIPE_SECRET_KEY is set: unset one of them');
  } else if (env.NODE_ENV === 'production' && !hasStripe && env.PAYMENTS_MODE !== 'test') {
    problem(
      'STRIPE_SECRET_KEY',
      'is required when NODE_ENV=production: set it and STRIPE_PUBLISHABLE_KEY, or PAYMENTS_MODE=test to take test payments only',
    );
  }
}

const EnvSchema = EnvFields.superRefine(checkStripeKeys).superRefine(checkPaymentsMode);

export interface Config {
  port: number;
  host: string;
  /** Origin of the site without a trailing slash, e.g. https://marinermarketplace.ca */
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** False: the API only, even where apps/web/dist exists (no server-render bundle loaded). */
  serveWeb: boolean;
  sessionSecret: string | undefined;
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: { bucket?: string; endpoint?: string; region?: string };
  /** The public base of stored uploads (a CDN, the bucket's address); unset, the API serves /uploads/ itself. */
  uploadsPublicUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  /** Off by default: only behind a known proxy may X-Forwarded-* be believed. */
  trustProxy: boolean;
  alertDigestIntervalMs: number;
  outboxDrainIntervalMs: number;
  renewalReminderIntervalMs: number;
  shutdownDelayMs: number;
  mapTileUrl: string;
  mapAttribution: string;
  rateLimitRegisterPerHour: number;
  uploadQuotaBytes: number;
  /** Issue 30: e.g. ["GST/HST 123456789 RT0001", "QST 1234567890 TQ0001"]; empty shows none. */
  taxRegistrationNumbers: string[];
  /** Issue 31: newsletter campaign mails queued per minute (NEWSLETTER_SEND_RATE). */
  newsletterSendRate: number;
  /** How often the campaign worker runs (CAMPAIGN_SEND_INTERVAL_SECONDS); each run queues its share of the rate. */
  campaignSendIntervalMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    serveWeb: e.SERVE_WEB,
    sessionSecret: e.SESSION_SECRET,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Mariner Marketplace <no-reply@marinermarketplace.ca>',
    s3: { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION },
    uploadsPublicUrl: e.UPLOADS_PUBLIC_URL?.replace(/\/+$/, ''),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    alertDigestIntervalMs: e.ALERT_DIGEST_INTERVAL_SECONDS * 1000,
    outboxDrainIntervalMs: e.OUTBOX_DRAIN_INTERVAL_SECONDS * 1000,
    renewalReminderIntervalMs: e.RENEWAL_REMINDER_INTERVAL_SECONDS * 1000,
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    rateLimitRegisterPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB_PER_ACCOUNT * 1024 * 1024,
    taxRegistrationNumbers: readTaxRegistrationNumbers(e.TAX_REGISTRATION_NUMBERS),
    newsletterSendRate: e.NEWSLETTER_SEND_RATE,
    campaignSendIntervalMs: e.CAMPAIGN_SEND_INTERVAL_SECONDS * 1000,
  };
}

/** Config for tests: defaults, a throwaway data dir, no outside services, silent logs. */
export function createTestConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  // Test files register many accounts from one address; the limit's own test lowers it again.
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SHUTDOWN_DELAY_SECONDS: '0',
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
    ...env,
  });
  return { ...base, databaseUrl: undefined, redisUrl: undefined, ...overrides };
}
