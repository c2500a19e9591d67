import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('falls back to the defaults, with a development webhook secret', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({ PAYSIM_PORT: 4010, HOST: '0.0.0.0', LOG_LEVEL: 'info' });
    expect(config.PAYSIM_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PAYSIM_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYSIM_PORT: 'eighty' })).toThrow(/PAYSIM_PORT/);
    expect(() => loadConfig({ PAYSIM_WEBHOOK_SECRET: 'short' })).toThrow(/PAYSIM_WEBHOOK_SECRET/);
  });

  it('requires a real webhook secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYSIM_WEBHOOK_SECRET: required in production/);
  });
});
