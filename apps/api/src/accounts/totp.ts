import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Velvet';
const PERIOD_SECONDS = 30;

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret in base32, as authenticator apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export async function totpSetup(secret: string, accountLabel: string) {
  const otpauthUrl = totpFor(secret, accountLabel).toString();
  return { secret, otpauth_url: otpauthUrl, qr_code: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

/**
 * The 30-second step a code belongs to when it matches the current step or one either side (clock
 * drift), else null. The caller accepts each step once, so a code cannot be replayed.
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a moment: tests play the authenticator app with it. */
export const totpCode = (secret: string, now: Date) => totpFor(secret).generate({ timestamp: now.getTime() });
