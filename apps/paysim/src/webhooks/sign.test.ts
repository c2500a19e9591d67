import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './sign.ts';

const secret = 'whsec-test-secret-0123456789abcdef0123456789';
const rawBody = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', data: { amount: 1299, currency: 'usd' } });
const now = () => Math.floor(Date.now() / 1000);

describe('webhook signatures', () => {
  it('produces the t=<seconds>,v1=<hex> header form', () => {
    expect(signWebhook({ rawBody, secret, timestamp: 1_700_000_000 })).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
  });

  it('verifies a body it signed, as a string or as bytes', () => {
    const header = signWebhook({ rawBody, secret });

    expect(verifyWebhookSignature(rawBody, header, secret, 300)).toEqual({ valid: true, timestamp: expect.any(Number) });
    expect(verifyWebhookSignature(Buffer.from(rawBody), header, secret, 300).valid).toBe(true);
  });

  it('rejects a tampered body', () => {
    const header = signWebhook({ rawBody, secret });
    const tampered = rawBody.replace('1299', '9999');

    expect(verifyWebhookSignature(tampered, header, secret, 300)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('rejects a signature made with another secret', () => {
    const header = signWebhook({ rawBody, secret: 'another-secret-0123456789abcdef0123456789' });

    expect(verifyWebhookSignature(rawBody, header, secret, 300)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('rejects a timestamp older than the tolerance, even when correctly signed', () => {
    const header = signWebhook({ rawBody, secret, timestamp: now() - 301 });

    expect(verifyWebhookSignature(rawBody, header, secret, 300)).toEqual({ valid: false, reason: 'stale' });
  });

  it('rejects a timestamp too far in the future', () => {
    const header = signWebhook({ rawBody, secret, timestamp: now() + 301 });

    expect(verifyWebhookSignature(rawBody, header, secret, 300)).toEqual({ valid: false, reason: 'stale' });
  });

  it('rejects a changed timestamp, since the timestamp is part of what is signed', () => {
    const header = signWebhook({ rawBody, secret, timestamp: now() - 10 });
    const moved = header.replace(/^t=\d+/, `t=${now()}`);

    expect(verifyWebhookSignature(rawBody, moved, secret, 300)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('accepts any matching v1 entry, as during a secret rotation', () => {
    const timestamp = now();
    const old = signWebhook({ rawBody, secret: 'old-secret-0123456789abcdef0123456789', timestamp });
    const current = signWebhook({ rawBody, secret, timestamp });
    const header = `${old},${current.split(',')[1]}`;

    expect(verifyWebhookSignature(rawBody, header, secret, 300).valid).toBe(true);
  });

  it.each([undefined, '', 'garbage', 't=abc,v1=00', `t=${1_700_000_000}`, 'v1=' + 'a'.repeat(64), `t=1,v1=${'z'.repeat(64)}`])(
    'rejects a malformed header %j',
    (header) => {
      expect(verifyWebhookSignature(rawBody, header, secret, 300)).toEqual({ valid: false, reason: 'malformed' });
    },
  );
});
