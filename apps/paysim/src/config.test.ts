import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('falls back to the defaults, with development credentials', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      PAYSIM_PORT: 4010,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      PAYSIM_PUBLIC_URL: 'http://localhost:4010',
      PAYSIM_WEBHOOK_URL: 'http://127.0.0.1:3000/api/webhooks/paysim',
      PAYSIM_WEBHOOK_CHAOS: false,
      PAYSIM_EUR_PER_USD: 0.92,
      PAYSIM_CHECKOUT_TTL_SECONDS: 1800,
      PAYSIM_TRANSFER_DELAY_MS: 2000,
      PAYSIM_WEBHOOK_RETRY_BASE_MS: 500,
      PAYSIM_WEBHOOK_MAX_ATTEMPTS: 8,
      SHUTDOWN_TIMEOUT_MS: 10_000,
    });
    expect(config.PAYSIM_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.PAYSIM_API_KEY.length).toBeGreaterThanOrEqual(16);
  });

  it('builds the public URL from the port, and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PAYSIM_PORT: '4110' }).PAYSIM_PUBLIC_URL).toBe('http://localhost:4110');
    expect(loadConfig({ PAYSIM_PUBLIC_URL: 'https://pay.example.com/' }).PAYSIM_PUBLIC_URL).toBe('https://pay.example.com');
  });

  it('reads the chaos flag as true or false only', () => {
    expect(loadConfig({ PAYSIM_WEBHOOK_CHAOS: 'true' }).PAYSIM_WEBHOOK_CHAOS).toBe(true);
    expect(loadConfig({ PAYSIM_WEBHOOK_CHAOS: 'false' }).PAYSIM_WEBHOOK_CHAOS).toBe(false);
    expect(() => loadConfig({ PAYSIM_WEBHOOK_CHAOS: 'yes' })).toThrow(/PAYSIM_WEBHOOK_CHAOS/);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PAYSIM_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYSIM_PORT: 'eighty' })).toThrow(/PAYSIM_PORT/);
    expect(() => loadConfig({ PAYSIM_WEBHOOK_SECRET: 'short' })).toThrow(/PAYSIM_WEBHOOK_SECRET/);
    expect(() => loadConfig({ PAYSIM_API_KEY: 'short' })).toThrow(/PAYSIM_API_KEY/);
    expect(() => loadConfig({ PAYSIM_EUR_PER_USD: '-1' })).toThrow(/PAYSIM_EUR_PER_USD/);
    expect(() => loadConfig({ PAYSIM_WEBHOOK_URL: 'not a url' })).toThrow(/PAYSIM_WEBHOOK_URL/);
  });

  it('requires its own webhook secret, API key and OAuth client secret in production', () => {
    const production = {
      NODE_ENV: 'production',
      PAYSIM_API_KEY: 'production-api-key-0123456789',
      PAYSIM_WEBHOOK_SECRET: 'production-webhook-secret-0123456789abcdef',
      PAYSIM_OAUTH_CLIENT_SECRET: 'production-oauth-secret-0123456789',
    };
    for (const name of ['PAYSIM_API_KEY', 'PAYSIM_WEBHOOK_SECRET', 'PAYSIM_OAUTH_CLIENT_SECRET'] as const) {
      const { [name]: _missing, ...rest } = production;
      expect(() => loadConfig(rest)).toThrow(`${name}: required in production`);
    }
    expect(loadConfig(production).PAYSIM_API_KEY).toBe(production.PAYSIM_API_KEY);
  });

  it('refuses in production the development values this repository publishes', () => {
    const production = {
      NODE_ENV: 'production',
      PAYSIM_API_KEY: 'paysim-development-api-key-change-me',
      PAYSIM_WEBHOOK_SECRET: 'production-webhook-secret-0123456789abcdef',
      PAYSIM_OAUTH_CLIENT_SECRET: 'production-oauth-secret-0123456789',
    };
    expect(() => loadConfig(production)).toThrow('PAYSIM_API_KEY: is a published development value; set a secret of your own');
    expect(() => loadConfig({ ...production, PAYSIM_API_KEY: 'production-api-key-0123456789', PAYSIM_OAUTH_CLIENT_SECRET: 'velvet-sandbox-oauth-secret-change-me' })).toThrow(
      'PAYSIM_OAUTH_CLIENT_SECRET: is a published development value',
    );
  });
});
