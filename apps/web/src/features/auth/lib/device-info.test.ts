import { describe, expect, it } from 'vitest';
import { describeDevice, getDeviceId } from './device-info';

const userAgents = {
  chromeOnWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeOnWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  safariOnIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxOnLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromeOnAndroidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariOnMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('describeDevice', () => {
  it('tells browsers apart that share tokens in their user agent', () => {
    expect(describeDevice(userAgents.chromeOnWindows)).toEqual({ device: 'Desktop', os: 'Windows', browser: 'Chrome' });
    expect(describeDevice(userAgents.edgeOnWindows).browser).toBe('Edge');
    expect(describeDevice(userAgents.safariOnMac)).toEqual({ device: 'Desktop', os: 'macOS', browser: 'Safari' });
  });

  it('recognises phones and tablets', () => {
    expect(describeDevice(userAgents.safariOnIphone)).toEqual({ device: 'Mobile', os: 'iOS', browser: 'Safari' });
    expect(describeDevice(userAgents.chromeOnAndroidTablet)).toEqual({ device: 'Tablet', os: 'Android', browser: 'Chrome' });
  });

  it('says Linux and Firefox for a Linux desktop, and Unknown for anything else', () => {
    expect(describeDevice(userAgents.firefoxOnLinux)).toEqual({ device: 'Desktop', os: 'Linux', browser: 'Firefox' });
    expect(describeDevice('curl/8.0')).toEqual({ device: 'Desktop', os: 'Unknown', browser: 'Unknown' });
  });
});

describe('getDeviceId', () => {
  it('makes an id once and keeps answering it', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    let made = 0;
    const createId = () => `device-${++made}`;

    expect(getDeviceId(storage, createId)).toBe('device-1');
    expect(getDeviceId(storage, createId)).toBe('device-1');
    expect(made).toBe(1);
  });

  it('makes a 32-character hexadecimal id by default', () => {
    const storage = { getItem: () => null, setItem: () => undefined };
    expect(getDeviceId(storage)).toMatch(/^[0-9a-f]{32}$/);
  });
});
