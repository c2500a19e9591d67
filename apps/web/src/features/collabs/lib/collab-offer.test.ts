import type { CollabGroup } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { collabOffer, isCollabMember } from './collab-offer';

const group: CollabGroup = {
  _id: 'g1',
  name: 'Night duo',
  about: '',
  owner_id: 'mila',
  members: [
    { _id: 'mila', username: 'mila', avatar: null, share_percent: 60, is_owner: true },
    { _id: 'ana', username: 'ana', avatar: null, share_percent: 40, is_owner: false },
  ],
  packages: [],
  subscriber_count: 0,
  active_subscription: null,
  created_at: '2026-11-22T00:00:00.000Z',
};

describe('collabOffer', () => {
  it("subscribes to the group as 'group', owned by its owner", () => {
    expect(collabOffer(group, 'fan').target).toEqual({ kind: 'group', id: 'g1', name: 'Night duo', authorId: 'mila' });
  });

  it('treats every member as an author, who cannot buy the plans', () => {
    expect(isCollabMember(group, 'ana')).toBe(true);
    expect(collabOffer(group, 'ana').source.is_author).toBe(true);
    expect(collabOffer(group, 'fan').source.is_author).toBe(false);
    expect(collabOffer(group, null).source.is_author).toBe(false);
  });
});
