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
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail:587' }).SMTP_URL).toBe('smtp://mail:587');
  });
});
