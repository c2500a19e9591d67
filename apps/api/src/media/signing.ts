import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type MediaVariant = 'original' | 'poster';
export type MediaGrant = { mediaId: string; variant: MediaVariant; viewerId: string | null; expiresAt: number };

const HOUR_SECONDS = 3600;

/**
 * Signed media links: an HMAC of media id, variant, viewer and expiry under a key derived from the
 * app secret. The expiry is the end of the next full hour, so a viewer's links stay the same (and
 * cached) for an hour and live at most two.
 */
export function createMediaSigner(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'velvet-media', 'signed media urls', 32));
  const mac = ({ mediaId, variant, viewerId, expiresAt }: MediaGrant) =>
    createHmac('sha256', key).update(`${mediaId}.${variant}.${viewerId ?? ''}.${expiresAt}`).digest('base64url');

  const expiryFrom = (now: Date) => (Math.floor(now.getTime() / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;

  function url(grant: Omit<MediaGrant, 'expiresAt'>, now = new Date()): string {
    const expiresAt = expiryFrom(now);
    const query = new URLSearchParams({ variant: grant.variant, ...(grant.viewerId && { v: grant.viewerId }), exp: String(expiresAt), sig: mac({ ...grant, expiresAt }) });
    return `/api/media/${grant.mediaId}?${query}`;
  }

  /** True when the signature is this server's for exactly this grant and it has not expired. */
  function verify(grant: MediaGrant, signature: string, now = new Date()): boolean {
    if (!Number.isSafeInteger(grant.expiresAt) || grant.expiresAt * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(mac(grant));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  return { url, verify };
}
export type MediaSigner = ReturnType<typeof createMediaSigner>;
