import { z } from 'zod';

const DEVELOPMENT_WEBHOOK_SECRET = 'paysim-development-webhook-secret-change-me-0123';
const DEVELOPMENT_API_KEY = 'paysim-development-api-key-change-me';
const DEVELOPMENT_OAUTH_CLIENT_SECRET = 'velvet-sandbox-oauth-secret-change-me';
/** Published in this repository: never in force in production. */
const PUBLISHED_SECRETS = new Set([DEVELOPMENT_WEBHOOK_SECRET, DEVELOPMENT_API_KEY, DEVELOPMENT_OAUTH_CLIENT_SECRET]);

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PAYSIM_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /** Shared with the API: signs every webhook paysim sends. */
  PAYSIM_WEBHOOK_SECRET: z.string().min(32, 'PAYSIM_WEBHOOK_SECRET must be at least 32 characters').optional(),
  /** The bearer token every server-to-server call must carry. */
  PAYSIM_API_KEY: z.string().min(16, 'PAYSIM_API_KEY must be at least 16 characters').optional(),
  /** The origin browsers reach paysim on; hosted page links are built from it. */
  PAYSIM_PUBLIC_URL: z.url().optional(),
  PAYSIM_WEBHOOK_URL: z.url().default('http://127.0.0.1:3000/api/webhooks/paysim'),
  /** Delivers each webhook 1 to 5 times, delayed at random, to exercise the receiver's exactly-once handling. */
  PAYSIM_WEBHOOK_CHAOS: flag,
  PAYSIM_WEBHOOK_CHAOS_MAX_DELAY_MS: z.coerce.number().int().min(0).default(3000),
  PAYSIM_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(500),
  PAYSIM_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  PAYSIM_EUR_PER_USD: z.coerce.number().positive().default(0.92),
  PAYSIM_CHECKOUT_TTL_SECONDS: z.coerce.number().int().min(1).default(1800),
  PAYSIM_TRANSFER_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  /** The one OAuth client the sandbox identity providers know (`/oauth/{provider}/…`). */
  PAYSIM_OAUTH_CLIENT_ID: z.string().min(1).default('velvet-sandbox-client'),
  PAYSIM_OAUTH_CLIENT_SECRET: z.string().min(16, 'PAYSIM_OAUTH_CLIENT_SECRET must be at least 16 characters').optional(),
  /** From SIGTERM: past it, a sandbox still answering requests exits with code 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema> & {
  PAYSIM_WEBHOOK_SECRET: string;
  PAYSIM_API_KEY: string;
  PAYSIM_OAUTH_CLIENT_SECRET: string;
  PAYSIM_PUBLIC_URL: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad variable stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // A sandbox run in production mode must not trust credentials published in this repository.
  for (const name of ['PAYSIM_WEBHOOK_SECRET', 'PAYSIM_API_KEY', 'PAYSIM_OAUTH_CLIENT_SECRET'] as const) {
    const value = config[name];
    if (config.NODE_ENV !== 'production') continue;
    if (!value) throw new ConfigError(`Invalid configuration:\n  ${name}: required in production`);
    if (PUBLISHED_SECRETS.has(value)) throw new ConfigError(`Invalid configuration:\n  ${name}: is a published development value; set a secret of your own`);
  }
  return {
    ...config,
    PAYSIM_WEBHOOK_SECRET: config.PAYSIM_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET,
    PAYSIM_API_KEY: config.PAYSIM_API_KEY ?? DEVELOPMENT_API_KEY,
    PAYSIM_OAUTH_CLIENT_SECRET: config.PAYSIM_OAUTH_CLIENT_SECRET ?? DEVELOPMENT_OAUTH_CLIENT_SECRET,
    PAYSIM_PUBLIC_URL: (config.PAYSIM_PUBLIC_URL ?? `http://localhost:${config.PAYSIM_PORT}`).replace(/\/+$/, ''),
  };
}
