import { createECDH, generateKeyPairSync } from 'node:crypto';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * A new VAPID key pair as push services take it (RFC 8292): the public key an uncompressed P-256
 * point, the private key its 32-byte scalar, both unpadded base64url.
 */
export function generateVapidKeys(): VapidKeys {
  const { x, y, d } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: d! };
}

/** The public key that belongs to a VAPID private key, or null when it is not a 32-byte P-256 scalar. */
export function vapidPublicKeyOf(privateKey: string): string | null {
  const scalar = Buffer.from(privateKey, 'base64url');
  if (scalar.length !== 32) return null;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    return ecdh.getPublicKey().toString('base64url');
  } catch {
    return null;
  }
}

/** What is wrong with a configured VAPID key pair: given half, or not a pair. */
export function vapidKeyProblems(keys: Partial<VapidKeys>): string[] {
  if (!keys.publicKey && !keys.privateKey) return [];
  if (!keys.publicKey || !keys.privateKey) return ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither'];
  const publicKey = vapidPublicKeyOf(keys.privateKey);
  if (!publicKey) return ['VAPID_PRIVATE_KEY: expected a P-256 private key, 32 bytes in base64url'];
  return publicKey === keys.publicKey ? [] : ['VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY'];
}
