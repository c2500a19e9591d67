import type { Logger } from 'pino';
import * as accountsRepo from '../accounts/repo.ts';
import { hashPassword } from '../accounts/passwords.ts';
import * as channelsRepo from '../channels/repo.ts';
import * as creatorsRepo from '../creators/repo.ts';
import * as notificationsRepo from '../notifications/repo.ts';
import { withAdvisoryLock } from '../platform/db/advisory-lock.ts';
import type { Database } from '../platform/db/client.ts';
import * as postsRepo from '../posts/repo.ts';
import { DEMO_PASSWORD, demoAdmin, demoCreators, demoFans, demoPackages, WELCOME_MESSAGE } from './demo-data.ts';

const DAY_MS = 86_400_000;
const SEED_LOCK_KEY = 7_140_222;

/**
 * Fills an empty database with demo creators, fans and an admin, all in one transaction so a failed
 * seed leaves nothing half-made. Seeding is platform set-up, so it writes through each domain's
 * query functions directly.
 */
export const seedDemoData = (db: Database, logger: Logger) => withAdvisoryLock(db, SEED_LOCK_KEY, () => seedEmptyDatabase(db, logger));

async function seedEmptyDatabase(db: Database, logger: Logger): Promise<void> {
  if ((await accountsRepo.countUsers(db)) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    for (const creator of demoCreators) {
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
        avatar: creator.avatar,
      });
      await creatorsRepo.insertProfile(tx, {
        userId: user.id,
        displayName: creator.displayName,
        bio: creator.bio,
        background: creator.background,
      });
      const channel = await channelsRepo.insertChannel(tx, { creatorId: user.id, ...creator.channel, perks: [{ icon: 'star', emoji: '⭐', value: 'Exclusive posts' }] });
      await channelsRepo.insertPackages(tx, demoPackages.map((pkg) => ({ channelId: channel.id, ...pkg })));
      await postsRepo.insertPosts(
        tx,
        creator.posts.map((post) => ({
          creatorId: user.id,
          text: post.text,
          image: post.image,
          createdAt: new Date(Date.now() - post.daysAgo * DAY_MS),
        })),
      );
    }
    for (const fan of demoFans) {
      const user = await accountsRepo.insertUser(tx, { ...fan, emailVerified: true, kycStatus: 'verified', passwordHash, role: 'USER', avatar: '/media/demo/avatar-fan.svg' });
      await notificationsRepo.insertNotification(tx, { userId: user.id, type: 'Announcement', message: WELCOME_MESSAGE, data: {} });
    }
    await accountsRepo.insertUser(tx, { ...demoAdmin, emailVerified: true, passwordHash, role: 'ADMIN' });
  });
  logger.info({ creators: demoCreators.length, fans: demoFans.length }, 'demo data seeded');
}
