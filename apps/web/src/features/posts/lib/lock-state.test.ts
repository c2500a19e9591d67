import type { MediaItem } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { lockOffer, mediaCountsLabel, mediaView } from './lock-state';

const channel = { _id: 'c1', name: 'Luna after dark', username: 'luna_channel' };
const media = (fields: Partial<MediaItem>): MediaItem => ({
  _id: 'm1',
  type: 'image',
  width: 800,
  height: 600,
  duration: null,
  url: null,
  poster_url: null,
  preview_url: null,
  ...fields,
});

describe('lockOffer', () => {
  it('offers nothing when the viewer sees everything', () => {
    expect(lockOffer(null)).toEqual({ kind: 'open' });
  });

  it('offers Subscribe to the lock’s channel for subscriber posts', () => {
    expect(lockOffer({ reason: 'subscribers', channel, price: null })).toEqual({
      kind: 'subscribe',
      label: 'Subscribe',
      channelUsername: 'luna_channel',
      channelName: 'Luna after dark',
    });
  });

  it('offers Unlock for the price in dollars for pay-to-view posts', () => {
    expect(lockOffer({ reason: 'paid', channel: null, price: 4.5 })).toEqual({ kind: 'unlock', label: 'Unlock for $4.50', price: 4.5 });
  });

  it('offers no button when the lock names neither a channel nor a price', () => {
    expect(lockOffer({ reason: 'subscribers', channel: null, price: null })).toEqual({ kind: 'unavailable' });
    expect(lockOffer({ reason: 'paid', channel: null, price: null })).toEqual({ kind: 'unavailable' });
  });
});

describe('mediaView', () => {
  it('shows the real media with its poster when the viewer has it', () => {
    expect(mediaView(media({ type: 'video', url: '/api/media/m1?sig', poster_url: '/p.jpg', preview_url: '/b.jpg' }))).toEqual({
      kind: 'media',
      src: '/api/media/m1?sig',
      poster: '/p.jpg',
    });
  });

  it('shows the blurred preview behind a lock, or a plain locked tile without one', () => {
    expect(mediaView(media({ preview_url: '/b.jpg' }))).toEqual({ kind: 'preview', src: '/b.jpg' });
    expect(mediaView(media({}))).toEqual({ kind: 'hidden' });
  });
});

describe('mediaCountsLabel', () => {
  it('counts photos and videos, leaving out what a post has none of', () => {
    expect(mediaCountsLabel([{ type: 'image' }, { type: 'video' }, { type: 'image' }])).toBe('2 photos · 1 video');
    expect(mediaCountsLabel([{ type: 'video' }, { type: 'video' }])).toBe('2 videos');
    expect(mediaCountsLabel([])).toBeNull();
  });
});
