import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header paysim puts its webhook signature in, `t=<unix seconds>,v1=<hex>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'paysim-signature';

/** How far a webhook's timestamp may be from the receiver's clock, in seconds. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export type RawBody = string | Buffer;

export type SignWebhookOptions = {
  rawBody: RawBody;
  secret: string;
  /** Unix seconds; now when omitted. */
  timestamp?: number;
};

export type WebhookVerification =
  | { valid: true; timestamp: number }
  | { valid: false; reason: 'malformed' | 'stale' | 'mismatch' };

const SIGNATURE_HEX = /^[0-9a-f]{64}$/;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

function computeSignature(timestamp: number, rawBody: RawBody, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

/** Signs the exact bytes sent, over `${t}.${rawBody}`, and returns the header value. */
export function signWebhook({ rawBody, secret, timestamp = nowInSeconds() }: SignWebhookOptions): string {
  return `t=${timestamp},v1=${computeSignature(timestamp, rawBody, secret).toString('hex')}`;
}

/** Reads `t=...,v1=...[,v1=...]`; several v1 entries are allowed, as during a secret rotation. */
function parseHeader(header: string): { timestamp: number; signatures: Buffer[] } | undefined {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && SIGNATURE_HEX.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return undefined;
  return { timestamp, signatures };
}

/**
 * Checks a webhook against the raw bytes received (never a re-serialised body): the timestamp must
 * be within `toleranceSeconds` of now, and one v1 signature must match in constant time.
 */
export function verifyWebhookSignature(
  rawBody: RawBody,
  header: string | undefined,
  secret: string,
  toleranceSeconds: number = DEFAULT_TOLERANCE_SECONDS,
): WebhookVerification {
  const parsed = header ? parseHeader(header) : undefined;
  if (!parsed) return { valid: false, reason: 'malformed' };
  // Both directions: an old replay and a timestamp from the future are equally suspect.
  if (Math.abs(nowInSeconds() - parsed.timestamp) > toleranceSeconds) return { valid: false, reason: 'stale' };

  const expected = computeSignature(parsed.timestamp, rawBody, secret);
  const matches = parsed.signatures.some((signature) => timingSafeEqual(signature, expected));
  return matches ? { valid: true, timestamp: parsed.timestamp } : { valid: false, reason: 'mismatch' };
}
