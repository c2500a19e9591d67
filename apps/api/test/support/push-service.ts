import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

// A certificate for localhost, valid until 2126, made once with openssl: only this stand-in service
// uses it, and only the agent below trusts it.
const tls = {
  cert: readFileSync(new URL('../fixtures/push-service/cert.pem', import.meta.url)),
  key: readFileSync(new URL('../fixtures/push-service/key.pem', import.meta.url)),
};

export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * A stand-in for a browser vendor's push service (RFC 8030) on https://localhost: it records every
 * push it receives and answers 201, or the status `answer` gives for the push's path.
 */
export async function startPushService(answer: (path: string) => number = () => 201) {
  const received: ReceivedPush[] = [];
  const waiters: Array<() => void> = [];
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer(path)).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;

  /** Resolves once `count` pushes have reached `path`. */
  async function pushesTo(path: string, count: number): Promise<ReceivedPush[]> {
    const matching = () => received.filter((push) => push.path === path);
    while (matching().length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return matching();
  }

  return {
    origin,
    received,
    pushesTo,
    /** Trusts this service's certificate, as the API would trust a real push service's. */
    agent: new Agent({ ca: tls.cert }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a browser makes when it subscribes (RFC 8291): a P-256 key pair and a 16-byte auth secret,
 * with the means to decrypt what a push service hands it.
 */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);

  /** Decrypts an aes128gcm body (RFC 8188) with this subscription's keys (RFC 8291, section 3.4). */
  function decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const keyIdLength = body.readUInt8(20);
    const senderPublicKey = body.subarray(21, 21 + keyIdLength);
    const record = body.subarray(21 + keyIdLength);

    const sharedSecret = ecdh.computeSecret(senderPublicKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderPublicKey]);
    const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
    const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
    decipher.setAuthTag(record.subarray(-16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
    // The last record ends with the delimiter 0x02, then any zero padding.
    let delimiter = padded.length - 1;
    while (delimiter >= 0 && padded[delimiter] === 0) delimiter -= 1;
    if (padded[delimiter] !== 2) throw new Error('no last-record delimiter');
    return padded.subarray(0, delimiter).toString('utf8');
  }

  return {
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') } }),
    decrypt,
  };
}

export type VapidClaims = { aud: string; exp: number; sub: string };

/**
 * Checks a push's `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): the key is the one
 * expected, and the JWT is ES256 signed by it. Answers the JWT's claims.
 */
export function verifyVapid(authorization: string | string[] | undefined, expectedPublicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(String(authorization));
  if (!match) throw new Error(`not a VAPID authorization: ${String(authorization)}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedPublicKey) throw new Error('the push names another VAPID key');

  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const { alg, typ } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string; typ: string };
  if (alg !== 'ES256' || typ !== 'JWT') throw new Error(`unexpected JWT header ${alg} ${typ}`);

  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    format: 'jwk',
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}
