import type { Channel, CreatorProfile } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { channelKeys } from '@/features/channels/api/channels-api';
import { creatorKeys } from '@/shared/queries/content-keys';
import { landingQueries } from './landing-queries';

const creator = { _id: 'c1', username: 'luna', display_name: 'Luna', avatar: null };
const profile: CreatorProfile = {
  ...creator,
  background: null,
  bio: '',
  links: [],
  channel: { name: 'Club', username: 'luna_club' },
  post_count: 0,
  badges: [],
  counts: { posts: 0, stories: 0, likes: 0, subscribers: null },
  channels: [{ _id: 'ch1', name: 'Club', username: 'luna_club', subscription_type: 'FREE', hashtags: [] }],
  stories: [],
  posts: [],
  next_cursor: null,
  content_restricted: null,
  kinks: [],
};
const channel: Channel = {
  _id: 'ch1',
  name: 'Club',
  username: 'luna_club',
  about: '',
  description: '',
  type: 'general',
  social_handles: {},
  hashtags: [],
  subscription_type: 'FREE',
  avatar: null,
  background: null,
  perks: [],
  default_perks: { free_chats: false },
  free_services: [],
  services: [],
  presented_services: [],
  packages: [],
  counter: { subscriber_count: 0 },
  creator,
  active_subscription: null,
  is_author: false,
  deletion_requested_at: null,
  created_at: '2026-11-27T00:00:00.000Z',
};

describe('landingQueries', () => {
  it("holds the home page's creator cards from the answer sent with the page", () => {
    const queryClient = landingQueries('/', { '/api/creators': { data: [] } });
    expect(queryClient.getQueryData(creatorKeys.list())).toEqual([]);
  });

  it("holds a creator page's profile and the plans of each channel it lists, from the answers sent with the page", () => {
    const queryClient = landingQueries('/creator/luna', { '/api/creators/luna': { data: profile }, '/api/channel/by-username/luna_club': { data: channel } });
    expect(queryClient.getQueryData(creatorKeys.profile('luna'))).toEqual(profile);
    expect(queryClient.getQueryData(channelKeys.byUsername('luna_club'))).toEqual(channel);
  });

  it('holds nothing a page was not sent, and nothing for a page that is not a landing one', () => {
    expect(landingQueries('/creator/luna', {}).getQueryCache().getAll()).toEqual([]);
    expect(landingQueries('/search', { '/api/creators': { data: [] } }).getQueryCache().getAll()).toEqual([]);
  });

  it('refuses an answer that does not match the contract, as the browser would', () => {
    expect(() => landingQueries('/', { '/api/creators': { data: [{ username: 42 }] } })).toThrow();
  });
});
