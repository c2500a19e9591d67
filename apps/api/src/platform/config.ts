import { isIP } from 'node:net';
import { z } from 'zod';
import { socialProviders } from '@velvet/contracts';
import { PRODUCTION_PASSWORD_HASH_COST } from '../accounts/password-cost.ts';
import { SANDBOX_CLIENT_SECRET, socialConfigShape } from '../accounts/social-config.ts';
import { vapidKeyProblems } from '../notifications/push/vapid-keys.ts';
import { fromRepoRoot } from './paths.ts';

const DEVELOPMENT_JWT_SECRET = 'velvet-development-secret-change-me-0123456789';
const DEVELOPMENT_PAYSIM_API_KEY = 'paysim-development-api-key-change-me';
const DEVELOPMENT_PAYSIM_WEBHOOK_SECRET = 'paysim-development-webhook-secret-change-me-0123';
/** Every secret value this repository publishes: never in force outside development and test. */
const PUBLISHED_SECRETS = new Set([DEVELOPMENT_JWT_SECRET, DEVELOPMENT_PAYSIM_API_KEY, DEVELOPMENT_PAYSIM_WEBHOOK_SECRET, SANDBOX_CLIENT_SECRET]);

/** Where Chrome, Firefox, Safari and Edge subscriptions point. */
const KNOWN_PUSH_SERVICES = 'fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined);

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional());

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The web app's origin, allowed by CORS; the API's own origin when the web is served by it. */
  WEB_ORIGIN: z.url().default('http://localhost:5173'),
  DATABASE_URL: optionalUrl.optional(),
  /** Connections each API process keeps to PostgreSQL (pg-boss, when jobs run here, keeps its own). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Set on each pool connection: a statement running longer is cancelled; 0 leaves the server's setting. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Set on each pool connection: a transaction left idle this long is ended by the server; 0 leaves the server's setting. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  /** Where the embedded PostgreSQL keeps its files when DATABASE_URL is unset. */
  EMBEDDED_PG_DIR: z.string().default(fromRepoRoot('.data/postgres')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  REDIS_URL: optionalUrl.optional(),
  /** Starts every Redis key and channel of this deployment, so deployments sharing one Redis stay apart. */
  REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{0,64}$/, 'REDIS_KEY_PREFIX: letters, digits, colons, dots and dashes, at most 64').default(''),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /** Per client address on the API (not the web app's files): a household or a mobile carrier may share one address. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Per client on the signed media route: a feed page shows dozens of pictures. */
  MEDIA_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  /**
   * Argon2id's cost for new passwords: OWASP's minimum by default, and never less in production. Only
   * the test platforms lower it (test/support/test-app.ts, e2e/serve.mjs), where every test signs up accounts.
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).default(PRODUCTION_PASSWORD_HASH_COST.memoryCost),
  PASSWORD_HASH_TIME_COST: z.coerce.number().int().min(1).default(PRODUCTION_PASSWORD_HASH_COST.timeCost),
  SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Per account, whatever the address: failed passwords or codes without a wait, then waits doubling from 1 s (accounts/throttles.ts). */
  SIGN_IN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Per account: failures in a window that lock sign-in for SIGN_IN_LOCK_MINUTES and mail the owner. */
  SIGN_IN_LOCK_FAILURES: z.coerce.number().int().min(1).default(10),
  SIGN_IN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Failures are forgotten this long after the last one. */
  SIGN_IN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Per client: email and username checks while signing up. */
  EMAIL_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Mail goes out through this SMTP server (`smtp://user:pass@host:587`); unset: the dev mailbox at /dev/mailbox. */
  SMTP_URL: optionalUrl.optional(),
  MAIL_FROM: z.string().min(3).default('Velvet <no-reply@velvet.local>'),
  /** The login code mailed for a new device: how long it lives, and when a new one may be asked. */
  LOGIN_OTP_TTL_SECONDS: z.coerce.number().int().min(1).default(300),
  LOGIN_OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(120),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** The built web app, served on the API's port when it exists. */
  WEB_DIST_DIR: z.string().default(fromRepoRoot('apps/web/dist')),
  /** The web app's server build (`vite build --ssr`) that renders a guest's landing pages; empty: every page gets the client shell. */
  WEB_SERVER_ENTRY: z.string().trim().default(fromRepoRoot('apps/web/dist-server/entry-server.js')),
  /** A landing page not rendered in this long is sent as the client shell instead. */
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).default(1000),
  /** Where uploaded images are kept on local disk, served under /media/uploads/. */
  UPLOADS_DIR: z.string().default(fromRepoRoot('.data/uploads')),
  /** Where post and story media are kept on local disk, never served statically (see media/routes.ts). */
  PRIVATE_MEDIA_DIR: z.string().default(fromRepoRoot('.data/private-media')),
  /** The ffmpeg that reads uploaded videos; unset: Debian's /usr/bin/ffmpeg when installed, else the build shipped by @ffmpeg-installer. */
  FFMPEG_PATH: z.string().min(1).optional(),
  /** One decode of an upload is killed after this many seconds of wall clock (and as many of CPU time, under prlimit). */
  MEDIA_DECODE_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  /** The address space one decode may map (under prlimit). */
  MEDIA_DECODE_MEMORY_MB: z.coerce.number().int().min(256).default(1024),
  /** S3-compatible storage for uploads, used instead of UPLOADS_DIR when S3_BUCKET is set. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where the bucket's objects are publicly read (CDN or bucket URL). */
  S3_PUBLIC_URL: z.url().optional(),
  /** The bucket for post and story media, which must not be publicly readable; S3_BUCKET's `private/` prefix when unset. */
  S3_PRIVATE_BUCKET: z.string().min(1).optional(),
  /** Where browsers reach the web app: the return pages of provider checkouts point here. */
  PUBLIC_WEB_URL: z.url().optional(),
  PAYSIM_URL: z.url().default('http://127.0.0.1:4010'),
  /** Where browsers reach the provider's hosted pages. */
  PAYSIM_PUBLIC_URL: z.url().default('http://localhost:4010'),
  PAYSIM_API_KEY: z.string().min(16, 'PAYSIM_API_KEY must be at least 16 characters').optional(),
  PAYSIM_WEBHOOK_SECRET: z.string().min(32, 'PAYSIM_WEBHOOK_SECRET must be at least 32 characters').optional(),
  /** Which client addresses to believe X-Forwarded-For from: off, a hop count, or trusted addresses and CIDRs. */
  TRUST_PROXY: trustProxySchema(),
  /** Withdrawals above this many dollars wait for an admin's approval (payout review). */
  PAYOUT_REVIEW_ABOVE_DOLLARS: z.coerce.number().int().min(0).default(1000),
  /** Whether an account's first withdrawal waits for an admin's approval too. */
  PAYOUT_REVIEW_FIRST: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Fraud limits per account over a rolling day (0 turns one off); admins can lift them for an account. */
  FRAUD_DEPOSITS_PER_DAY: z.coerce.number().int().min(0).default(20),
  FRAUD_DEPOSIT_DOLLARS_PER_DAY: z.coerce.number().int().min(0).default(5000),
  FRAUD_NEW_CARDS_PER_DAY: z.coerce.number().int().min(0).default(5),
  /** A card already saved by this many other accounts is refused. */
  FRAUD_CARD_ACCOUNTS_MAX: z.coerce.number().int().min(0).default(10),
  IDEAL_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Offers the hosted wallet (the spec's skrill-flagged provider) and its v2 purchase calls. */
  SKRILL_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Seed the demo platform (published passwords) into an empty database; unset: only into the embedded one. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Bearer token that reads GET /metrics from another machine; required in production (this machine reads it without). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** After SIGTERM, readiness answers 503 this long while requests are still served, so a load balancer stops sending new ones first. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** From SIGTERM: past it, a process still draining requests, sockets or jobs exits with code 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Web Push (RFC 8292): the server's P-256 key pair in base64url, made per install by `npm start`; unset outside production: no push. */
  VAPID_PUBLIC_KEY: optionalText.optional(),
  VAPID_PRIVATE_KEY: optionalText.optional(),
  /** Whom push services may contact about our pushes; unset: MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'expected a mailto: address or an https: URL')
    .optional(),
  /** The push services the server posts to (each host and its subdomains), so a subscription cannot aim it at another address. */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(KNOWN_PUSH_SERVICES)
    .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean)),
  /** Social sign-in: `OAUTH_<PROVIDER>_*`, see accounts/social-config.ts. */
  ...socialConfigShape,
});

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO_DATA'> & {
  JWT_SECRET: string;
  PAYSIM_API_KEY: string;
  PAYSIM_WEBHOOK_SECRET: string;
  PUBLIC_WEB_URL: string;
  SEED_DEMO_DATA: boolean;
  VAPID_SUBJECT: string;
};

export class ConfigError extends Error {}

const invalid = (lines: string[]) => new ConfigError(`Invalid configuration:\n${lines.map((line) => `  ${line}`).join('\n')}`);

/** Parses the environment; a bad variable stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const config = parsed.data;
  const isProduction = config.NODE_ENV === 'production';
  if (isProduction) assertOwnSecrets(config);
  if (isProduction && (config.PASSWORD_HASH_MEMORY_KIB < PRODUCTION_PASSWORD_HASH_COST.memoryCost || config.PASSWORD_HASH_TIME_COST < PRODUCTION_PASSWORD_HASH_COST.timeCost)) {
    throw invalid([`PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_TIME_COST: at least ${PRODUCTION_PASSWORD_HASH_COST.memoryCost} and ${PRODUCTION_PASSWORD_HASH_COST.timeCost} in production`]);
  }
  if (!config.SMTP_URL && isProduction) {
    // The dev mailbox shows every mail: a real deployment sends mail.
    throw invalid(['SMTP_URL: required in production']);
  }
  const vapidProblems = vapidKeyProblems({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY });
  if (vapidProblems.length) throw invalid(vapidProblems);
  if (config.SHUTDOWN_DELAY_MS >= config.SHUTDOWN_TIMEOUT_MS) {
    throw invalid([`SHUTDOWN_DELAY_MS: must be shorter than SHUTDOWN_TIMEOUT_MS (${config.SHUTDOWN_TIMEOUT_MS})`]);
  }
  if (config.S3_BUCKET && !config.S3_PUBLIC_URL) {
    throw invalid(['S3_PUBLIC_URL: required with S3_BUCKET (where uploaded images are read)']);
  }
  return {
    ...config,
    JWT_SECRET: config.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    PAYSIM_API_KEY: config.PAYSIM_API_KEY ?? DEVELOPMENT_PAYSIM_API_KEY,
    PAYSIM_WEBHOOK_SECRET: config.PAYSIM_WEBHOOK_SECRET ?? DEVELOPMENT_PAYSIM_WEBHOOK_SECRET,
    PUBLIC_WEB_URL: (config.PUBLIC_WEB_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    // The demo accounts' passwords are published: seed them only where asked, or on the embedded database.
    SEED_DEMO_DATA: config.SEED_DEMO_DATA ?? !config.DATABASE_URL,
    VAPID_SUBJECT: config.VAPID_SUBJECT ?? `mailto:${mailAddress(config.MAIL_FROM)}`,
  };
}

/** Outside development and test, every secret must be given, and none may be one this repository publishes. */
function assertOwnSecrets(config: z.infer<typeof configSchema>): void {
  const socialSecrets = socialProviders.map((provider) => `OAUTH_${provider.toUpperCase() as Uppercase<typeof provider>}_CLIENT_SECRET` as const);
  const names = ['JWT_SECRET', 'PAYSIM_API_KEY', 'PAYSIM_WEBHOOK_SECRET', 'METRICS_TOKEN', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', ...socialSecrets] as const;
  const problems = names.flatMap((name) => {
    const value = config[name];
    if (!value) return [`${name}: required in production`];
    if (PUBLISHED_SECRETS.has(value)) return [`${name}: is a published development value; set a secret of your own`];
    return [];
  });
  if (problems.length) throw invalid(problems);
}

/** The address in `Name <address>`, or the whole value when it is a bare address. */
const mailAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * `TRUST_PROXY`: unset or `false` believes no forwarded header (the socket's address is the client);
 * a number trusts that many proxy hops; otherwise a comma-separated list of trusted proxy addresses
 * and CIDRs (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 */
function trustProxySchema() {
  const presets = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const isAddressOrCidr = (entry: string) => {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || rest.length) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
  };
  return z
    .string()
    .trim()
    .default('false')
    .transform((value, context): false | number | string[] => {
      if (value === '' || value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !presets.has(entry) && !isAddressOrCidr(entry));
      if (value === 'true' || bad.length) {
        context.addIssue({ code: 'custom', message: `expected false, a hop count or trusted proxy addresses/CIDRs, got ${bad.join(', ') || value}` });
        return z.NEVER;
      }
      return entries;
    });
}
