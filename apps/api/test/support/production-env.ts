import { randomBytes } from 'node:crypto';
import { generateVapidKeys } from '../../src/notifications/push/vapid-keys.ts';

const ownSecret = () => randomBytes(24).toString('hex');

/** A production environment with every secret production requires, each made for this run. */
export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const vapid = generateVapidKeys();
  return {
    NODE_ENV: 'production',
    JWT_SECRET: ownSecret(),
    PAYSIM_API_KEY: ownSecret(),
    PAYSIM_WEBHOOK_SECRET: ownSecret(),
    METRICS_TOKEN: ownSecret(),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    OAUTH_GOOGLE_CLIENT_SECRET: ownSecret(),
    OAUTH_TWITTER_CLIENT_SECRET: ownSecret(),
    OAUTH_FACEBOOK_CLIENT_SECRET: ownSecret(),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ...overrides,
  };
}
