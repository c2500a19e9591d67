import type { CollabGroup , createCollabGroupSchema} from '@velvet/contracts';
import { collabMessages, subscriptionMessages } from '@velvet/contracts';
import type { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import type { ChannelsService } from '../channels/service.ts';
import type { Database } from '../platform/db/client.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import { assertOnSale, packageOffer } from '../subscriptions/channel-offers.ts';
import { subscriptionTypes, type Offer, type OfferSource } from '../subscriptions/offers.ts';
import type { SubscriptionsService } from '../subscriptions/service.ts';
import { mapGroup, toStoredPackage } from './mappers.ts';
import * as repo from './repo.ts';

type CollabsServiceOptions = { db: Database; accounts: AccountsService; channels: ChannelsService; subscriptions: SubscriptionsService };

const groupNotFound = () => notFound(collabMessages.groupNotFound);

/** Collab groups: creators selling one subscription together, its income split by their shares. */
export function createCollabsService({ db, accounts, channels, subscriptions }: CollabsServiceOptions) {
  /** The owner takes the creator's part; every other member is a collaborator with their share. */
  const payeeOf = (group: repo.GroupRow, members: repo.MemberRow[]) => ({
    creatorId: group.ownerId,
    collaborators: members.filter((member) => member.creatorId !== group.ownerId).map((member) => ({ userId: member.creatorId, percent: member.sharePercent })),
  });

  async function create(ownerId: string, input: z.output<typeof createCollabGroupSchema>): Promise<CollabGroup> {
    const memberIds = input.members.map((member) => member.creator_id);
    if (memberIds.includes(ownerId)) throw new AppError('VALIDATION_FAILED', collabMessages.ownerIsMember, { fields: { members: collabMessages.ownerIsMember } });
    const users = await accounts.publicUsers(memberIds);
    if (memberIds.some((id) => users.get(id)?.role !== 'CREATOR')) {
      throw new AppError('VALIDATION_FAILED', collabMessages.membersMustBeCreators, { fields: { members: collabMessages.membersMustBeCreators } });
    }
    const group = await db.transaction(async (tx) => {
      const row = await repo.insertGroup(tx, { ownerId, name: input.name, about: input.about });
      await repo.insertMembers(tx, [
        { groupId: row.id, creatorId: ownerId, sharePercent: input.owner_share_percent },
        ...input.members.map((member) => ({ groupId: row.id, creatorId: member.creator_id, sharePercent: member.share_percent })),
      ]);
      await channels.addPackages(
        input.packages.map((pkg) => toStoredPackage(row.id, pkg)),
        tx,
      );
      return row;
    });
    return (await present([group], ownerId))[0]!;
  }

  async function present(groups: repo.GroupRow[], viewerId?: string): Promise<CollabGroup[]> {
    const ids = groups.map((group) => group.id);
    const [members, packages] = await Promise.all([repo.membersOf(db, ids), repo.packagesOfGroups(db, ids)]);
    const users = await accounts.publicUsers([...new Set(members.map((member) => member.creatorId))]);
    const at = new Date();
    return Promise.all(
      groups.map(async (group) =>
        mapGroup(group, {
          members: members.filter((member) => member.groupId === group.id),
          users,
          packages: packages.filter((pkg) => pkg.groupId === group.id),
          subscriberCount: await subscriptions.countLive({ groupId: group.id }),
          active: viewerId ? await subscriptions.activeFor(viewerId, { groupId: group.id }) : null,
          at,
        }),
      ),
    );
  }

  async function get(groupId: string, viewerId?: string): Promise<CollabGroup> {
    const group = await repo.findGroup(db, groupId);
    if (!group) throw groupNotFound();
    return (await present([group], viewerId))[0]!;
  }

  async function mine(creatorId: string): Promise<CollabGroup[]> {
    const rows = await repo.groupsOfCreator(db, creatorId);
    return present(
      rows.map((row) => row.group),
      creatorId,
    );
  }

  function groupOffer(group: repo.GroupRow, members: repo.MemberRow[], pkg: Parameters<typeof packageOffer>[0]): Offer {
    return {
      kind: 'group',
      target: { groupId: group.id },
      targetId: group.id,
      name: group.name,
      payee: payeeOf(group, members),
      types: subscriptionTypes.group,
      ...packageOffer(pkg),
    };
  }

  /** 'Subscribe Collab': a fan may buy an active package of a group they are not a member of. */
  async function forPurchase(userId: string, groupId: string, packageId: string): Promise<Offer> {
    const group = await repo.findGroup(db, groupId);
    if (!group) throw groupNotFound();
    const members = await repo.membersOf(db, [groupId]);
    if (members.some((member) => member.creatorId === userId)) throw forbidden(subscriptionMessages.ownGroup);
    const pkg = await channels.findPackage(packageId);
    assertOnSale(pkg, { groupId });
    return groupOffer(group, members, pkg);
  }

  /** A group renews at its package's price, split by the members' shares at the time of the renewal. */
  const source: OfferSource = {
    forRenewal: async (row) => {
      const group = row.groupId ? await repo.findGroup(db, row.groupId) : undefined;
      const pkg = row.packageId ? await channels.findPackage(row.packageId) : undefined;
      return group && pkg ? groupOffer(group, await repo.membersOf(db, [group.id]), pkg) : null;
    },
  };
  subscriptions.registerSource('group', source);

  return { create, get, mine, forPurchase };
}
export type CollabsService = ReturnType<typeof createCollabsService>;
