import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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

  it('demands a JWT secret in production on an external database', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/velvet' })).toThrow(/JWT_SECRET/);
  });

  it('demands an SMTP server in production on an external database: the dev mailbox shows every mail', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/velvet', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail:587', ...realSocialSecrets }).SMTP_URL).toBe('smtp://mail:587');
  });

  it("refuses the sandbox identity provider's public client secret in production on an external database", () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/velvet', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail:587' };
    expect(() => loadConfig(production)).toThrow('OAUTH_GOOGLE_CLIENT_SECRET, OAUTH_TWITTER_CLIENT_SECRET, OAUTH_FACEBOOK_CLIENT_SECRET: required in production');
    expect(() => loadConfig({ ...production, ...realSocialSecrets, OAUTH_TWITTER_CLIENT_SECRET: '' })).toThrow(/^Invalid configuration:\n {2}OAUTH_TWITTER_CLIENT_SECRET:/);
    expect(loadConfig({ ...production, ...realSocialSecrets }).NODE_ENV).toBe('production');
  });
});

const realSocialSecrets = { OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret', OAUTH_TWITTER_CLIENT_SECRET: 't-secret', OAUTH_FACEBOOK_CLIENT_SECRET: 'f-secret' };
