import { formatUsd, type Lock, type MediaItem } from '@velvet/contracts';

/** What a locked post or story offers its viewer. */
export type LockOffer =
  | { kind: 'open' }
  | { kind: 'subscribe'; label: 'Subscribe'; channelUsername: string; channelName: string }
  | { kind: 'unlock'; label: string; price: number }
  | { kind: 'unavailable' };

/**
 * The offer of a lock: nothing when the viewer sees everything; 'Subscribe' to the lock's channel;
 * 'Unlock for $X' for a price. A lock the viewer cannot act on (no channel or no price given) is
 * only unavailable, never a button that leads nowhere.
 */
export function lockOffer(lock: Lock): LockOffer {
  if (!lock) return { kind: 'open' };
  if (lock.reason === 'subscribers') {
    return lock.channel
      ? { kind: 'subscribe', label: 'Subscribe', channelUsername: lock.channel.username, channelName: lock.channel.name }
      : { kind: 'unavailable' };
  }
  return lock.price === null ? { kind: 'unavailable' } : { kind: 'unlock', label: `Unlock for ${formatUsd(lock.price)}`, price: lock.price };
}

/** How one photo or video is drawn: the real media, its blurred preview behind the lock, or a plain locked tile. */
export type MediaView = { kind: 'media'; src: string; poster: string | null } | { kind: 'preview'; src: string } | { kind: 'hidden' };

export function mediaView(item: MediaItem): MediaView {
  if (item.url) return { kind: 'media', src: item.url, poster: item.poster_url };
  if (item.preview_url) return { kind: 'preview', src: item.preview_url };
  return { kind: 'hidden' };
}

/** '3 photos · 1 video': what a locked post holds, from its items' types (its media stay hidden). */
export function mediaCountsLabel(media: readonly Pick<MediaItem, 'type'>[]): string | null {
  const count = (type: MediaItem['type']) => media.filter((item) => item.type === type).length;
  const parts = [
    [count('image'), 'photo', 'photos'],
    [count('video'), 'video', 'videos'],
    [count('audio'), 'audio', 'audios'],
  ] as const;
  const label = parts.flatMap(([n, one, many]) => (n ? [`${n} ${n === 1 ? one : many}`] : [])).join(' · ');
  return label || null;
}
