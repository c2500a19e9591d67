import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 300;

/**
 * The sandbox signs `${t}.${rawBody}` with HMAC-SHA256 in `paysim-signature: t=<unix>,v1=<hex>[,v1=…]`.
 * We verify it as any merchant verifies its provider's scheme: on the raw bytes, in constant time,
 * refusing stale timestamps so a captured webhook cannot be replayed later.
 */
export function verifyPaysimSignature(rawBody: string, header: string | undefined, secret: string, nowSeconds = Date.now() / 1000): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;

  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
