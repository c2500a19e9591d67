import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const derive = (masterSecret: string, label: string) => Buffer.from(hkdfSync('sha256', masterSecret, 'velvet-accounts', label, 32));

/**
 * The accounts domain's keys, each derived from the server secret for one use: MACs of mailed codes and
 * of email-validation ids, and the encryption of authenticator secrets (which must be read back, so
 * they cannot be hashed).
 */
export function createAccountSecrets(masterSecret: string) {
  const codeKey = derive(masterSecret, 'codes');
  const validationKey = derive(masterSecret, 'email-validation');
  const totpKey = derive(masterSecret, 'totp-secrets');

  const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

  return {
    /** A 6-digit code is too small to hash alone: its MAC is keyed and bound to its challenge. */
    codeMac: (challengeId: string, code: string) => mac(codeKey, `${challengeId}:${code}`),
    validationMac: (text: string) => mac(validationKey, text),

    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', totpKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },

    decrypt(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', totpKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
export type AccountSecrets = ReturnType<typeof createAccountSecrets>;

export const sixDigitCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
