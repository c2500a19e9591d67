import { describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../notifications/push/vapid-keys.ts';
import { loadConfig } from './config.ts';

const vapid = generateVapidKeys();

describe('loadConfig', () => {
  it('runs on defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', REDIS_URL: 'not a url' })).toThrow(/PORT:[\s\S]*REDIS_URL:/);
  });

  it('seeds the demo platform (published passwords) only into the embedded database, unless asked', () => {
    expect(loadConfig({}).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/velvet' }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/velvet', SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });

  it('sizes the pool and times out statements and idle transactions by default', () => {
    const config = loadConfig({});
    expect(config.DATABASE_POOL_MAX).toBe(10);
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(30_000);
    expect(config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS).toBe(60_000);
    const tuned = loadConfig({ DATABASE_POOL_MAX: '40', DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000' });
    expect([tuned.DATABASE_POOL_MAX, tuned.DATABASE_STATEMENT_TIMEOUT_MS, tuned.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS]).toEqual([40, 0, 5000]);
  });

  it('refuses a pool of no connections and negative timeouts', () => {
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0', DATABASE_STATEMENT_TIMEOUT_MS: '-1', DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_POOL_MAX:[\s\S]*DATABASE_STATEMENT_TIMEOUT_MS:[\s\S]*DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS:/,
    );
  });

  it('drains for at most 10 s after SIGTERM, and the readiness delay must fit inside that', () => {
    expect(loadConfig({})).toMatchObject({ SHUTDOWN_DELAY_MS: 0, SHUTDOWN_TIMEOUT_MS: 10_000 });
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '30000' })).toMatchObject({ SHUTDOWN_DELAY_MS: 5000, SHUTDOWN_TIMEOUT_MS: 30_000 });
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '10000' })).toThrow('SHUTDOWN_DELAY_MS: must be shorter than SHUTDOWN_TIMEOUT_MS (10000)');
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS:/);
  });

  it('reads TRUST_PROXY as off, a hop count, or trusted addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: expected false, a hop count or trusted proxy addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toThrow(/TRUST_PROXY: .*got 10\.0\.0\.0\/33, proxy\.local/);
  });
});

describe('the Web Push keys', () => {
  it('are off when unset, and read as a pair with a subject', () => {
    expect(loadConfig({}).VAPID_PUBLIC_KEY).toBeUndefined();
    const config = loadConfig({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
    expect(config.VAPID_PRIVATE_KEY).toBe(vapid.privateKey);
    expect(config.VAPID_SUBJECT).toBe('mailto:no-reply@velvet.local');
    expect(loadConfig({ VAPID_SUBJECT: 'https://velvet.example' }).VAPID_SUBJECT).toBe('https://velvet.example');
  });

  it('refuses half a pair, two halves of different pairs, and a subject push services cannot use', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: generateVapidKeys().publicKey, VAPID_PRIVATE_KEY: vapid.privateKey })).toThrow(
      'VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: 'c2hvcnQ' })).toThrow('VAPID_PRIVATE_KEY: expected a P-256 private key');
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://velvet.example' })).toThrow('VAPID_SUBJECT: expected a mailto: address or an https: URL');
  });

  it('limits pushes to the known push services unless told otherwise', () => {
    expect(loadConfig({}).PUSH_SERVICE_HOSTS).toEqual(['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com']);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' Push.Example , localhost' }).PUSH_SERVICE_HOSTS).toEqual(['push.example', 'localhost']);
  });
});

describe('loadConfig in production', () => {
  const own = {
    JWT_SECRET: 'j'.repeat(40),
    PAYSIM_API_KEY: 'k'.repeat(40),
    PAYSIM_WEBHOOK_SECRET: 'w'.repeat(40),
    METRICS_TOKEN: 'm'.repeat(40),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret', OAUTH_TWITTER_CLIENT_SECRET: 't-secret', OAUTH_FACEBOOK_CLIENT_SECRET: 'f-secret',
  };
  const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587', ...own };
  const published = {
    JWT_SECRET: 'velvet-development-secret-change-me-0123456789',
    PAYSIM_API_KEY: 'paysim-development-api-key-change-me',
    PAYSIM_WEBHOOK_SECRET: 'paysim-development-webhook-secret-change-me-0123',
    OAUTH_GOOGLE_CLIENT_SECRET: 'velvet-sandbox-oauth-secret-change-me',
    OAUTH_TWITTER_CLIENT_SECRET: 'velvet-sandbox-oauth-secret-change-me',
    OAUTH_FACEBOOK_CLIENT_SECRET: 'velvet-sandbox-oauth-secret-change-me',
  };

  it('starts with secrets of its own, on the embedded database or a server', () => {
    expect(loadConfig(production).JWT_SECRET).toBe(own.JWT_SECRET);
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://db/velvet' }).NODE_ENV).toBe('production');
  });

  it.each(Object.keys(own))('refuses to start without %s, embedded database or not', (name) => {
    const { [name as keyof typeof own]: _missing, ...rest } = production;
    expect(() => loadConfig(rest)).toThrow(`Invalid configuration:\n  ${name}: required in production`);
    expect(() => loadConfig({ ...rest, DATABASE_URL: 'postgres://db/velvet' })).toThrow(`${name}: required in production`);
  });

  it.each(Object.entries(published))('refuses the published %s', (name, value) => {
    expect(() => loadConfig({ ...production, [name]: value })).toThrow(`${name}: is a published development value; set a secret of your own`);
  });

  it("hashes passwords at OWASP's argon2 minimum by default, and refuses less", () => {
    expect(loadConfig(production)).toMatchObject({ PASSWORD_HASH_MEMORY_KIB: 19_456, PASSWORD_HASH_TIME_COST: 2 });
    expect(() => loadConfig({ ...production, PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(/PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_TIME_COST: at least 19456 and 2 in production/);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_TIME_COST: '1' })).toThrow(/at least 19456 and 2 in production/);
  });

  it('demands an SMTP server: the dev mailbox shows every mail', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    expect(() => loadConfig(withoutSmtp)).toThrow(/SMTP_URL: required in production/);
  });

  it('keeps the development values in development and test only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PAYSIM_WEBHOOK_SECRET).toBe(published.PAYSIM_WEBHOOK_SECRET);
    expect(loadConfig({ NODE_ENV: 'test' }).JWT_SECRET).toBe(published.JWT_SECRET);
  });
});
