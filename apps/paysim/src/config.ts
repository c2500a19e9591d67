import { z } from 'zod';

const DEVELOPMENT_WEBHOOK_SECRET = 'paysim-development-webhook-secret-change-me-0123';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PAYSIM_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  /** Shared with the API: signs every webhook paysim sends. */
  PAYSIM_WEBHOOK_SECRET: z.string().min(32, 'PAYSIM_WEBHOOK_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema> & { PAYSIM_WEBHOOK_SECRET: string };

export class ConfigError extends Error {}

/** Parses the environment; a bad variable stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // A sandbox run in production mode must not sign with a secret published in this repository.
  if (!config.PAYSIM_WEBHOOK_SECRET && config.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  PAYSIM_WEBHOOK_SECRET: required in production');
  }
  return { ...config, PAYSIM_WEBHOOK_SECRET: config.PAYSIM_WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET };
}
