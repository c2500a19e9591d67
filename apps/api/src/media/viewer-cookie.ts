import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { SessionCheck } from '../platform/auth/guard.ts';
import type { AuthUser } from '../platform/auth/tokens.ts';

export const VIEWER_COOKIE = 'velvet_viewer';
const COOKIE_PATH = '/api/media';
const DAY_SECONDS = 86_400;

type ViewerCookieOptions = {
  secret: string;
  lifetimeDays: number;
  /** The accounts domain's check of a session: a cookie of an ended session (sign out everywhere, ban) names nobody. */
  checkSession: (user: { id: string; sessionVersion: number }) => Promise<SessionCheck>;
  /** Secure even on plain http (production always sits behind https, whose scheme a proxy may not pass on). */
  alwaysSecure?: boolean;
};

type Viewer = Pick<AuthUser, 'id' | 'sessionVersion'>;

/**
 * Who opens a media link: `<img>` and `<video>` send no Authorization header, so the browser carries the
 * viewer in an HttpOnly cookie scoped to `/api/media`. Its value is the user id, the session version it
 * was issued in and its expiry, with an HMAC under a key derived from the app secret; it names the user
 * only while that session version is still the account's.
 */
export function createViewerCookies({ secret, lifetimeDays, checkSession, alwaysSecure = false }: ViewerCookieOptions) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'velvet-media', 'media viewer cookie', 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const lifetimeSeconds = lifetimeDays * DAY_SECONDS;
  const attributes = (secure: boolean) => `Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure || alwaysSecure ? '; Secure' : ''}`;

  /** The Set-Cookie header naming `viewer` for the cookie's lifetime. */
  function issue(viewer: Viewer, { secure, now = new Date() }: { secure: boolean; now?: Date }): string {
    const payload = `${viewer.id}.${viewer.sessionVersion}.${Math.floor(now.getTime() / 1000) + lifetimeSeconds}`;
    return `${VIEWER_COOKIE}=${payload}.${mac(payload)}; Max-Age=${lifetimeSeconds}; ${attributes(secure)}`;
  }

  /** The Set-Cookie header that removes the cookie. */
  const clear = ({ secure }: { secure: boolean }) => `${VIEWER_COOKIE}=; Max-Age=0; ${attributes(secure)}`;

  /** The user a viewer cookie's value names, or null: missing, forged, expired, or of an ended session. */
  async function viewerOf(cookie: string | undefined, now = new Date()): Promise<string | null> {
    const parts = cookie?.split('.');
    if (parts?.length !== 4) return null;
    const [id, version, expiresAt, signature] = parts as [string, string, string, string];
    const expected = Buffer.from(mac(`${id}.${version}.${expiresAt}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (!(Number(expiresAt) * 1000 > now.getTime())) return null;
    const { status } = await checkSession({ id, sessionVersion: Number(version) });
    return status === 'active' ? id : null;
  }

  return { issue, clear, viewerOf };
}
export type ViewerCookies = ReturnType<typeof createViewerCookies>;
