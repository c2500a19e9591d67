import type { CollabGroup } from '@velvet/contracts';
import type { SubscriptionTarget } from '@/shared/modals';

/** A member of the group is one of its authors: the plan tiles are not for them to buy. */
export const isCollabMember = (group: Pick<CollabGroup, 'members'>, viewerId: string | null) =>
  viewerId !== null && group.members.some((member) => member._id === viewerId);

/** What the offer panel needs of a group: its plans, the viewer's subscription, and 'Subscribe Collab' as target. */
export function collabOffer(group: CollabGroup, viewerId: string | null) {
  const target: SubscriptionTarget = { kind: 'group', id: group._id, name: group.name, authorId: group.owner_id };
  return {
    target,
    source: {
      packages: group.packages,
      active_subscription: group.active_subscription,
      is_author: isCollabMember(group, viewerId),
      // A group has no deletion lifecycle, and sells the plans alone, without a channel's perks.
      deletion_requested_at: null,
      perks: [],
      subscription_type: 'PAID' as const,
    },
  };
}
