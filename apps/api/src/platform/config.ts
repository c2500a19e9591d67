import { z } from 'zod';
import { socialProviders } from '@velvet/contracts';
import { socialConfigShape } from '../accounts/social-config.ts';
import { fromRepoRoot } from './paths.ts';

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
  /** Where the embedded PostgreSQL keeps its files when DATABASE_URL is unset. */
  EMBEDDED_PG_DIR: z.string().default(fromRepoRoot('.data/postgres')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  REDIS_URL: optionalUrl.optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Per client on the signed media route: a feed page shows dozens of pictures. */
  MEDIA_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
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
  /** Where uploaded images are kept on local disk, served under /media/uploads/. */
  UPLOADS_DIR: z.string().default(fromRepoRoot('.data/uploads')),
  /** Where post and story media are kept on local disk, never served statically (see media/routes.ts). */
  PRIVATE_MEDIA_DIR: z.string().default(fromRepoRoot('.data/private-media')),
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
  PAYSIM_API_KEY: z.string().min(1).default('paysim-development-api-key-change-me'),
  PAYSIM_WEBHOOK_SECRET: z.string().min(32).default('paysim-development-webhook-secret-change-me-0123'),
  IDEAL_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Social sign-in: `OAUTH_<PROVIDER>_*`, see accounts/social-config.ts. */
  ...socialConfigShape,
});

export type Config = z.infer<typeof configSchema> & { JWT_SECRET: string; PUBLIC_WEB_URL: string };

export class ConfigError extends Error {}

/** Parses the environment; a bad variable stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (!config.JWT_SECRET && config.NODE_ENV === 'production' && config.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production with an external database');
  }
  if (!config.SMTP_URL && config.NODE_ENV === 'production' && config.DATABASE_URL) {
    // The dev mailbox shows every mail to anyone: never in a real deployment.
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required in production with an external database');
  }
  const sandboxSignIn = socialProviders.filter((provider) => !config[`OAUTH_${provider.toUpperCase() as Uppercase<typeof provider>}_CLIENT_SECRET`]);
  if (sandboxSignIn.length && config.NODE_ENV === 'production' && config.DATABASE_URL) {
    // The sandbox identity provider's client secret is public: anyone could mint sign-ins with it.
    const names = sandboxSignIn.map((provider) => `OAUTH_${provider.toUpperCase()}_CLIENT_SECRET`).join(', ');
    throw new ConfigError(`Invalid configuration:\n  ${names}: required in production with an external database`);
  }
  if (config.S3_BUCKET && !config.S3_PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  S3_PUBLIC_URL: required with S3_BUCKET (where uploaded images are read)');
  }
  return {
    ...config,
    JWT_SECRET: config.JWT_SECRET ?? 'velvet-development-secret-change-me-0123456789',
    PUBLIC_WEB_URL: (config.PUBLIC_WEB_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
  };
}
