import {
  channelMessages,
  PERK_ICONS,
  toCents,
  validityTypes,
  type Channel,
  type ChannelForm,
  type PackageDiscount,
  type PackageSubscriberCount,
  type PeriodPricing,
  type Service,
} from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../platform/db/client.ts';
import type { FreeServicePerk } from './schema.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import * as subscribers from '../subscriptions/subscriber-queries.ts';
import * as repo from './repo.ts';
import { activeSubscriptionView, channelView, subscriberView } from './views.ts';
import { violatedUniqueIndex } from '../platform/db/errors.ts';

type Page = { page: number; limit: number };
const FREE_VALIDITY = 'MONTHLY';
export type ChannelImages = { avatar?: string; background?: string };

function discountOf(period: PeriodPricing): PackageDiscount | null {
  if (!period.hasDiscount) return null;
  const value = Number(period.discount);
  return {
    type: period.discountType,
    percentage: period.discountType === 'percentage' ? value : 0,
    amountCents: period.discountType === 'amount' ? toCents(value) : 0,
    startDate: period.is_permanant ? null : period.startDate,
    endDate: period.is_permanant ? null : period.endDate,
    isPermanent: period.is_permanant,
    appliesOnRenewal: period.applies_on_renewal,
    forCycles: period.for_cycles,
  };
}

const perksOf = (form: ChannelForm) => form.perks.map((perk) => ({ icon: perk.icon, emoji: perk.emoji ?? PERK_ICONS[perk.icon], value: perk.value }));
const samePerks = (left: { icon: string; value: string }[], right: { icon: string; value: string }[]) =>
  JSON.stringify(left.map(({ icon, value }) => [icon, value])) === JSON.stringify(right.map(({ icon, value }) => [icon, value]));

const sameServices = (left: string[], right: string[]) => JSON.stringify([...left].sort()) === JSON.stringify([...right].sort());

/**
 * The form's free services with their ids: one the channel already had (same kind and unit type) keeps
 * its id, so units a fan used this period still count against it after an edit.
 */
function freeServicesOf(form: ChannelForm, current: FreeServicePerk[] = []): FreeServicePerk[] {
  const unclaimed = current.filter((entry) => entry.id);
  return form.free_services.map((entry) => {
    const index = unclaimed.findIndex((old) => old.type === entry.type && old.unit_type === entry.unit_type);
    const [kept] = index >= 0 ? unclaimed.splice(index, 1) : [];
    return { id: kept?.id ?? randomUUID(), type: entry.type, unit: entry.unit, unit_type: entry.unit_type };
  });
}

const channelFields = (form: ChannelForm, current?: FreeServicePerk[]) => ({
  name: form.name,
  about: form.about,
  type: form.channel_type,
  socialHandles: form.social_handles,
  hashtags: form.hashtags,
  subscriptionType: form.subscription_type,
  perks: perksOf(form),
  defaultPerks: form.default_perks,
  services: form.services,
  freeServices: freeServicesOf(form, current),
});


type ChannelsServiceOptions = {
  db: Database;
  /** The ids of the creator's own services a channel may present as featured or custom services. */
  presentableServiceIds: (creatorId: string) => Promise<Set<string>>;
  /** The services among these ids fans can see now, by id, as the services list shows them. */
  presentedServices: (ids: string[]) => Promise<Map<string, Service>>;
};

export function createChannelsService({ db, presentableServiceIds, presentedServices }: ChannelsServiceOptions) {
  async function byCreator(creatorIds: string[], executor: Executor = db): Promise<Map<string, repo.ChannelRow>> {
    const rows = await repo.findByCreators(executor, creatorIds);
    return new Map(rows.map((row) => [row.creatorId, row]));
  }

  const create = (channel: repo.NewChannel) => repo.insertChannel(db, channel);
  const findChannel = (id: string, executor: Executor = db) => repo.findChannel(executor, id);
  /** The channel that grants a free service, by the free service's id. */
  const byFreeService = (freeServiceId: string) => repo.findByFreeService(db, freeServiceId);
  const findPackage = (id: string, executor: Executor = db) => repo.findPackage(executor, id);
  const packagesOfChannel = (channelId: string, executor: Executor = db) => repo.packagesOfChannel(executor, channelId);
  const addPackages = (rows: repo.NewPackage[], executor: Executor = db) => repo.insertPackages(executor, rows);

  /** A channel marked for deletion is gone once no subscription of it entitles any more (derived, no job). */
  async function isGone(row: repo.ChannelRow, executor: Executor = db): Promise<boolean> {
    return row.deletionRequestedAt !== null && (await subscribers.lastLiveExpiry(executor, row.id)) === null;
  }

  /** Whether fans may start a new subscription to the channel: it exists and is not marked for deletion. */
  async function acceptsSubscriptions(channelId: string, executor: Executor = db): Promise<boolean> {
    const row = await repo.findChannel(executor, channelId);
    return row !== undefined && row.deletionRequestedAt === null;
  }

  const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

  /** The channel if it is still served, else 404 (unknown id, malformed id, or deleted and drained). */
  async function visibleChannel(id: string): Promise<repo.ChannelRow> {
    const row = uuidPattern.test(id) ? await repo.findChannel(db, id) : undefined;
    if (!row || (await isGone(row))) throw notFound(channelMessages.notFound);
    return row;
  }

  async function ownChannel(userId: string, id: string): Promise<repo.ChannelRow> {
    const row = await visibleChannel(id);
    if (row.creatorId !== userId) throw forbidden(channelMessages.notOwner);
    return row;
  }

  const assertOwner = async (userId: string, id: string) => void (await ownChannel(userId, id));

  async function views(rows: repo.ChannelRow[], viewerId: string | null): Promise<Channel[]> {
    const ids = rows.map((row) => row.id);
    const [creators, packages, counts, lives, services] = await Promise.all([
      repo.findCreators(db, [...new Set(rows.map((row) => row.creatorId))]),
      repo.packagesOfChannels(db, ids),
      subscribers.subscriberCounts(db, ids),
      Promise.all(rows.map((row) => (viewerId ? subscribers.liveSubscription(db, viewerId, row.id) : undefined))),
      presentedServices(rows.flatMap((row) => row.services)),
    ]);
    const creatorById = new Map(creators.map((creator) => [creator.id, creator]));
    return rows.map((row, index) =>
      channelView({
        row,
        creator: creatorById.get(row.creatorId),
        packages: packages.filter((pkg) => pkg.channelId === row.id),
        subscriberCount: counts.get(row.id) ?? 0,
        live: lives[index],
        presented: row.services.flatMap((id) => services.get(id) ?? []),
        viewerId,
      }),
    );
  }

  const viewOf = async (row: repo.ChannelRow, viewerId: string | null) => (await views([row], viewerId))[0]!;

  /** Writes the form's pricing: updates existing periods, adds newly activated ones; packages are never deleted. */
  async function writePackages(tx: Executor, channelId: string, form: ChannelForm) {
    const existing = new Map((await repo.packagesOfChannel(tx, channelId)).map((pkg) => [pkg.validityType, pkg]));
    const counts = await subscribers.packageSubscriberCounts(tx, channelId);
    if (form.subscription_type === 'FREE') return writeFreePackage(tx, channelId, existing);
    for (const validity of validityTypes) {
      const period = form.subscription[validity];
      const isActive = form.subscription_type === 'PAID' && period.isActive;
      const current = existing.get(validity);
      if (current?.isActive && !isActive && (counts.get(current.id) ?? 0) > 0)
        throw new AppError('CONFLICT', channelMessages.planHasSubscribers, { fields: { [`subscription.${validity}.isActive`]: channelMessages.planHasSubscribers } });
      if (!isActive) {
        if (current?.isActive) await repo.updatePackage(tx, current.id, { isActive: false });
        continue;
      }
      const priced = { priceCents: toCents(Number(period.price)), discount: discountOf(period), isActive: true };
      if (current) await repo.updatePackage(tx, current.id, priced);
      else await repo.insertPackages(tx, [{ channelId, validityType: validity, ...priced }]);
    }
  }

  /**
   * A free channel sells one package: the monthly period at no charge (offer_type `free`), followed
   * without a payment step; every paid period is switched off. Switching back to paid reprices it.
   */
  async function writeFreePackage(tx: Executor, channelId: string, existing: Map<string, repo.PackageRow>) {
    for (const [validity, pkg] of existing) if (validity !== FREE_VALIDITY && pkg.isActive) await repo.updatePackage(tx, pkg.id, { isActive: false });
    const free = { priceCents: 0, discount: null, isActive: true };
    const current = existing.get(FREE_VALIDITY);
    if (current) await repo.updatePackage(tx, current.id, free);
    else await repo.insertPackages(tx, [{ channelId, validityType: FREE_VALIDITY, ...free }]);
  }

  /** Every featured or custom service the form names must be one of the creator's own. */
  async function checkServices(creatorId: string, form: ChannelForm): Promise<void> {
    if (!form.services.length) return;
    const own = await presentableServiceIds(creatorId);
    if (form.services.some((id) => !own.has(id))) throw new AppError('VALIDATION_FAILED', channelMessages.serviceNotYours, { fields: { services: channelMessages.serviceNotYours } });
  }

  async function createFromForm(creatorId: string, form: ChannelForm, images: ChannelImages = {}): Promise<Channel> {
    if (await repo.usernameInUse(db, form.channel_tagname)) throw usernameTaken();
    await checkServices(creatorId, form);
    try {
      const row = await db.transaction(async (tx) => {
        const channel = await repo.insertChannel(tx, { creatorId, username: form.channel_tagname, ...channelFields(form), ...images });
        await writePackages(tx, channel.id, form);
        return channel;
      });
      return viewOf(row, creatorId);
    } catch (error) {
      if (violatedUniqueIndex(error) !== undefined) throw usernameTaken();
      throw error;
    }
  }

  async function update(userId: string, id: string, form: ChannelForm): Promise<Channel> {
    const row = await ownChannel(userId, id);
    if (form.channel_tagname !== row.username.toLowerCase())
      throw new AppError('VALIDATION_FAILED', channelMessages.usernameLocked, { fields: { channel_tagname: channelMessages.usernameLocked } });
    const count = (await subscribers.subscriberCounts(db, [row.id])).get(row.id) ?? 0;
    if (count > 0 && form.subscription_type !== row.subscriptionType)
      throw new AppError('CONFLICT', channelMessages.subscriptionTypeLocked, { fields: { subscription_type: channelMessages.subscriptionTypeLocked } });
    if (count > 0 && !samePerks(perksOf(form), row.perks)) throw new AppError('CONFLICT', channelMessages.perksLocked, { fields: { perks: channelMessages.perksLocked } });
    // The services the plans present are perks too: locked with subscribers like the benefits.
    if (count > 0 && !sameServices(form.services, row.services)) throw new AppError('CONFLICT', channelMessages.perksLocked, { fields: { services: channelMessages.perksLocked } });
    await checkServices(userId, form);
    await db.transaction(async (tx) => {
      await repo.lockChannel(tx, row.id);
      await repo.updateChannel(tx, row.id, channelFields(form, row.freeServices));
      await writePackages(tx, row.id, form);
    });
    return viewOf((await repo.findChannel(db, row.id))!, userId);
  }

  async function setImages(userId: string, id: string, images: ChannelImages): Promise<Channel> {
    const row = await ownChannel(userId, id);
    if (images.avatar || images.background) await repo.updateChannel(db, row.id, images);
    return viewOf((await repo.findChannel(db, row.id))!, userId);
  }

  /** Marks the channel: it takes no new subscriptions and disappears once its last subscription ends. */
  async function remove(userId: string, id: string): Promise<void> {
    const row = await ownChannel(userId, id);
    if (!row.deletionRequestedAt) await repo.updateChannel(db, row.id, { deletionRequestedAt: new Date() });
  }

  const view = async (id: string, viewerId: string | null) => viewOf(await visibleChannel(id), viewerId);

  async function byUsername(username: string, viewerId: string | null): Promise<Channel> {
    const row = await repo.findByUsername(db, username);
    if (!row || (await isGone(row))) throw notFound(channelMessages.notFound);
    return viewOf(row, viewerId);
  }

  async function list({ creatorId, page, limit }: Page & { creatorId?: string }, viewerId: string | null) {
    const { items, total } = await repo.listChannels(db, { creatorId, page, limit });
    const served = [];
    for (const row of items) if (!(await isGone(row))) served.push(row);
    return { items: await views(served, viewerId), page, limit, total };
  }

  async function subscriberList(userId: string, id: string, page: Page) {
    const row = await ownChannel(userId, id);
    const { items, total } = await subscribers.listSubscribers(db, row.id, page);
    return { items: items.map(subscriberView), ...page, total };
  }

  async function subscriber(userId: string, subscriptionId: string) {
    const found = uuidPattern.test(subscriptionId) ? await subscribers.findSubscriber(db, subscriptionId) : undefined;
    if (!found?.channelId) throw notFound(channelMessages.subscriberNotFound);
    const row = await repo.findChannel(db, found.channelId);
    if (!row || row.creatorId !== userId) throw notFound(channelMessages.subscriberNotFound);
    return subscriberView(found);
  }

  async function packageCounts(userId: string, id: string): Promise<PackageSubscriberCount[]> {
    const row = await ownChannel(userId, id);
    const [packages, counts] = await Promise.all([repo.packagesOfChannel(db, row.id), subscribers.packageSubscriberCounts(db, row.id)]);
    return packages
      .sort((left, right) => validityTypes.indexOf(left.validityType) - validityTypes.indexOf(right.validityType))
      .map((pkg) => ({ package_id: pkg.id, validity_type: pkg.validityType, subscriber_count: counts.get(pkg.id) ?? 0 }));
  }

  /** The viewer's live subscription to a channel, as the offer panel reads it. */
  async function activeSubscription(fanId: string, channelId: string) {
    const live = await subscribers.liveSubscription(db, fanId, channelId);
    return live ? activeSubscriptionView(live) : null;
  }

  /** Name, username and avatar of channels by id (a transaction's `channelInfo`). */
  async function summaries(ids: string[]): Promise<Map<string, { name: string; username: string; avatar: string | null }>> {
    const rows = await repo.channelsByIds(db, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, { name: row.name, username: row.username, avatar: row.avatar }]));
  }

  return {
    summaries,
    byCreator,
    byFreeService,
    findChannel,
    visibleChannel,
    findPackage,
    packagesOfChannel,
    addPackages,
    acceptsSubscriptions,
    assertOwner,
    create,
    createFromForm,
    update,
    setImages,
    remove,
    view,
    byUsername,
    list,
    subscriberList,
    subscriber,
    packageCounts,
    activeSubscription,
  };
}
export type ChannelsService = ReturnType<typeof createChannelsService>;

const usernameTaken = () => new AppError('CONFLICT', channelMessages.usernameTaken, { fields: { channel_tagname: channelMessages.usernameTaken } });
