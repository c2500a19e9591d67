import type { Logger } from 'pino';
import * as accountsRepo from '../accounts/repo.ts';
import * as agencyRepo from '../agency/repo.ts';
import { hashPassword } from '../accounts/passwords.ts';
import * as channelsRepo from '../channels/repo.ts';
import * as chatRepo from '../chat/repo.ts';
import * as creatorsRepo from '../creators/repo.ts';
import * as listsRepo from '../lists/repo.ts';
import * as notificationsRepo from '../notifications/repo.ts';
import { withAdvisoryLock } from '../platform/db/advisory-lock.ts';
import type { Database, Executor } from '../platform/db/client.ts';
import * as mediaRepo from '../media/repo.ts';
import type { MediaService } from '../media/service.ts';
import * as offersRepo from '../offers/repo.ts';
import * as postsRepo from '../posts/repo.ts';
import * as releaseFormsRepo from '../release-forms/repo.ts';
import { parseHashtags, RELEASE_FORM_VALID_DAYS, resourceNames, STORY_LIFETIME_HOURS, toCents } from '@velvet/contracts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as servicesRepo from '../services/repo.ts';
import * as shopRepo from '../shop/repo.ts';
import * as storiesRepo from '../stories/repo.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { uploadKey } from '../uploads/routes.ts';
import { avatarArt, coverArt, pictureArt } from './demo-art.ts';
import {
  DEMO_PASSWORD,
  demoAdmin,
  demoAgency,
  demoConversations,
  demoCreators,
  demoFans,
  demoList,
  demoPackages,
  demoProducts,
  demoReleaseForm,
  demoServices,
  demoSignUpOffers,
  WELCOME_MESSAGE,
} from './demo-data.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SEED_LOCK_KEY = 7_140_222;
const POST_PICTURE = { width: 1200, height: 900 };
const STORY_PICTURE = { width: 900, height: 1600 };
const PRODUCT_PICTURE = { width: 1000, height: 1000 };

/** Where the seed keeps its pictures: profile art in public storage, post and story pictures through the media service. */
type SeedMedia = { media: MediaService; storage: Storage };

/** The pictures of one demo person, drawn in their palette and stored as their own uploads. */
function artist({ media, storage }: SeedMedia, { userId, seed, slot, workDir }: { userId: string; seed: string; slot: number; workDir: string }) {
  const art = (key: string) => ({ seed: `${seed}:${key}`, slot });
  const publicImage = async (kind: string, jpeg: Buffer) => storage.put({ key: uploadKey(userId, kind), body: jpeg, contentType: 'image/jpeg' });
  return {
    /** `key` draws another picture in the same palette (the channel's). */
    avatar: async (name: string, key = 'avatar') => publicImage('avatar', await avatarArt(art(key), name)),
    cover: async (key = 'cover') => publicImage('background', await coverArt(art(key))),
    productPicture: async (key: string) => publicImage('background', await pictureArt(art(key), PRODUCT_PICTURE)),
    /** A drawn picture stored like an upload of the creator's (private storage, blurred preview); answers its media id. */
    async upload(tx: Executor, key: string, size: { width: number; height: number }) {
      const file = path.join(workDir, `${userId}-${key}.jpg`);
      await writeFile(file, await pictureArt(art(key), size));
      return (await media.upload(userId, { filename: `${key}.jpg`, path: file }, { executor: tx }))._id;
    },
  };
}

/**
 * Fills an empty database with demo creators, fans and an admin, all in one transaction so a failed
 * seed leaves nothing half-made. Seeding is platform set-up, so it writes through each domain's
 * query functions directly.
 */
export const seedDemoData = (db: Database, logger: Logger, storage: SeedMedia) => withAdvisoryLock(db, SEED_LOCK_KEY, () => seedEmptyDatabase(db, logger, storage));

async function seedAgency(tx: Executor, passwordHash: string, creatorIds: Map<string, string>): Promise<void> {
  const agency = await accountsRepo.insertUser(tx, { ...demoAgency.user, emailVerified: true, kycStatus: 'verified', passwordHash, role: 'AGENCY' });
  await agencyRepo.upsertProfile(tx, { userId: agency.id, ...demoAgency.profile });
  const everything = resourceNames.filter((name) => name !== 'LIVE' && name !== 'EVENT').map((resourceName) => ({ resourceName, permitted: true }));
  await agencyRepo.insertInvitation(tx, {
    agencyId: agency.id,
    creatorId: creatorIds.get(demoAgency.active.creator)!,
    invitationLetter: demoAgency.active.letter,
    status: 'ACTIVE',
    creatorAction: 'ACCEPTED',
    acceptedAt: new Date(),
    creatorSharePercent: 80,
    agencySharePercent: 20,
    messageAgencySharePercent: 20,
    isAllAgencyShare: true,
    resourcePermissions: everything,
  });
  await agencyRepo.insertInvitation(tx, {
    agencyId: agency.id,
    creatorId: creatorIds.get(demoAgency.invited.creator)!,
    invitationLetter: demoAgency.invited.letter,
    creatorSharePercent: 85,
    agencySharePercent: 15,
    messageAgencySharePercent: 15,
    isAllAgencyShare: false,
    resourcePermissions: everything.map((entry) => ({ ...entry, permitted: entry.resourceName === 'MESSAGE' || entry.resourceName === 'CHANNEL' })),
  });
}

async function seedEmptyDatabase(db: Database, logger: Logger, storage: SeedMedia): Promise<void> {
  if ((await accountsRepo.countUsers(db)) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const workDir = await mkdtemp(path.join(tmpdir(), 'velvet-seed-'));
  try {
    await seedInOneTransaction(db, { passwordHash, storage, workDir });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  logger.info({ creators: demoCreators.length, fans: demoFans.length }, 'demo data seeded');
}

async function seedInOneTransaction(db: Database, { passwordHash, storage, workDir }: { passwordHash: string; storage: SeedMedia; workDir: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const userIds = new Map<string, string>();
    for (const [slot, creator] of demoCreators.entries()) {
      const user = await accountsRepo.insertUser(tx, {
        username: creator.username,
        email: creator.email,
        emailVerified: true,
        // Demo accounts arrive verified (creators KYC, fans age) so the money journeys work at once.
        kycStatus: 'verified',
        passwordHash,
        role: 'CREATOR',
        fName: creator.fName,
        lName: creator.lName,
      });
      userIds.set(creator.username, user.id);
      const pictures = artist(storage, { userId: user.id, seed: creator.username, slot, workDir });
      await accountsRepo.updateUser(tx, user.id, { avatar: await pictures.avatar(creator.displayName) });
      await creatorsRepo.insertProfile(tx, { userId: user.id, displayName: creator.displayName, bio: creator.bio, background: await pictures.cover() });
      const channel = await channelsRepo.insertChannel(tx, {
        creatorId: user.id,
        ...creator.channel,
        avatar: await pictures.avatar(creator.channel.name, 'channel-avatar'),
        background: await pictures.cover('channel-cover'),
        perks: [{ icon: 'star', emoji: '⭐', value: 'Exclusive posts' }],
      });
      await channelsRepo.insertPackages(tx, demoPackages.map((pkg) => ({ channelId: channel.id, ...pkg })));
      for (const service of demoServices[creator.username as keyof typeof demoServices] ?? []) await servicesRepo.insertService(tx, { creatorId: user.id, ...service });
      for (const { pictures: count, ...product } of demoProducts[creator.username as keyof typeof demoProducts] ?? []) {
        const media = await Promise.all(Array.from({ length: count }, (_, index) => pictures.productPicture(`${product.name}-${index}`)));
        await shopRepo.insertProduct(tx, { creatorId: user.id, ...product, media });
      }
      for (const [postIndex, post] of creator.posts.entries()) {
        const visibility = post.visibility ?? 'free';
        const row = await postsRepo.insertPost(tx, {
          creatorId: user.id,
          text: post.text,
          visibility,
          channelId: visibility === 'subscribers' ? channel.id : null,
          priceCents: post.price === undefined ? null : toCents(post.price),
          hashtags: parseHashtags(post.text),
          createdAt: new Date(Date.now() - post.daysAgo * DAY_MS),
        });
        const ids = [];
        for (let index = 0; index < post.pictures; index += 1) ids.push(await pictures.upload(tx, `post-${postIndex}-${index}`, POST_PICTURE));
        if (ids.length) await mediaRepo.attach(tx, { ids, ownerId: user.id, postId: row.id });
      }
      const storyAt = new Date(Date.now() - 2 * HOUR_MS);
      const story = await storiesRepo.insertStory(tx, { creatorId: user.id, text: creator.story.text, createdAt: storyAt, expiresAt: new Date(storyAt.getTime() + STORY_LIFETIME_HOURS * HOUR_MS) });
      await mediaRepo.attach(tx, { ids: [await pictures.upload(tx, 'story', STORY_PICTURE)], ownerId: user.id, storyId: story.id });
    }
    for (const [index, fan] of demoFans.entries()) {
      const user = await accountsRepo.insertUser(tx, { ...fan, emailVerified: true, kycStatus: 'verified', passwordHash, role: 'USER' });
      const pictures = artist(storage, { userId: user.id, seed: fan.username, slot: demoCreators.length + index, workDir });
      await accountsRepo.updateUser(tx, user.id, { avatar: await pictures.avatar(`${fan.fName} ${fan.lName}`) });
      userIds.set(fan.username, user.id);
      await notificationsRepo.insertNotifications(tx, [{ userId: user.id, type: 'Announcement', message: WELCOME_MESSAGE, data: {} }]);
    }
    await accountsRepo.insertUser(tx, { ...demoAdmin, emailVerified: true, passwordHash, role: 'ADMIN' });
    await seedAgency(tx, passwordHash, userIds);
    for (const demo of demoConversations) {
      const fanId = userIds.get(demo.fan)!;
      const creatorId = userIds.get(demo.creator)!;
      const { conversation } = await chatRepo.findOrCreateConversation(tx, { initiatorId: fanId, targetId: creatorId });
      const startedAt = Date.now() - DAY_MS;
      for (const [index, message] of demo.messages.entries()) {
        const senderId = message.from === 'fan' ? fanId : creatorId;
        const row = await chatRepo.insertMessage(tx, { conversationId: conversation.id, senderId, text: message.text, kind: 'text', createdAt: new Date(startedAt + index * 20 * 60_000) });
        await chatRepo.markRead(tx, { conversationId: conversation.id, userId: senderId, at: row!.createdAt });
      }
    }
    await offersRepo.insertOffers(tx, demoSignUpOffers);
    const { creator: formCreator, ...releaseForm } = demoReleaseForm;
    await releaseFormsRepo.insertForm(tx, { creatorId: userIds.get(formCreator)!, ...releaseForm, expiresAt: new Date(Date.now() + RELEASE_FORM_VALID_DAYS * DAY_MS) });
    const list = await listsRepo.insertList(tx, userIds.get(demoList.creator)!, demoList.title);
    await listsRepo.replaceMembers(tx, list.id, demoList.fans.map((fan) => userIds.get(fan)!));
  });
}
