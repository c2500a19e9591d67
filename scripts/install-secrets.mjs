// The one-command start's secrets: made at random on the first start of this install and kept in the
// data folder (readable by its owner only), so no two installs share one and no published value is used.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NAMES = ['JWT_SECRET', 'PAYSIM_API_KEY', 'PAYSIM_WEBHOOK_SECRET', 'PAYSIM_OAUTH_CLIENT_SECRET', 'METRICS_TOKEN'];
const SOCIAL_PROVIDERS = ['GOOGLE', 'TWITTER', 'FACEBOOK'];

/** Web Push's key pair (RFC 8292): an uncompressed P-256 point and its 32-byte scalar, in base64url. */
function vapidKeys() {
  const { x, y, d } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(x, 'base64url'), Buffer.from(y, 'base64url')]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: d };
}

function readOrCreate(file) {
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = NAMES.filter((name) => typeof stored[name] !== 'string');
  const vapidMissing = typeof stored.VAPID_PRIVATE_KEY !== 'string' || typeof stored.VAPID_PUBLIC_KEY !== 'string';
  if (missing.length || vapidMissing) {
    for (const name of missing) stored[name] = randomBytes(32).toString('base64url');
    if (vapidMissing) Object.assign(stored, vapidKeys());
    // The folder stays traversable: the embedded PostgreSQL's own system user keeps its data beside this file.
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  // Kept private even where an older file or a copy widened it.
  chmodSync(file, 0o600);
  return stored;
}

/** The environment's own secrets win; the install's fill the rest (social sign-in through the sandbox shares its client secret). */
export function installSecrets(env, file) {
  const stored = readOrCreate(file);
  const secrets = Object.fromEntries(NAMES.map((name) => [name, env[name] || stored[name]]));
  // A pair: the environment's, when it gives either half, else the install's.
  const vapid = env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY ? env : stored;
  Object.assign(secrets, { VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: vapid.VAPID_PRIVATE_KEY });
  for (const provider of SOCIAL_PROVIDERS) {
    const sandboxClient = !env[`OAUTH_${provider}_CLIENT_ID`];
    const name = `OAUTH_${provider}_CLIENT_SECRET`;
    if (!env[name] && sandboxClient) secrets[name] = secrets.PAYSIM_OAUTH_CLIENT_SECRET;
  }
  return secrets;
}
