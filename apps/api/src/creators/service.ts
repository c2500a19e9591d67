import type { CreatorCard, CreatorProfile } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import type { ChannelsService } from '../channels/service.ts';
import type { Executor } from '../platform/db/client.ts';
import { notFound } from '../platform/errors.ts';
import type { PostsService } from '../posts/service.ts';
import * as repo from './repo.ts';

type CreatorsServiceOptions = { db: Executor; accounts: AccountsService; channels: ChannelsService; posts: PostsService };

const CREATORS_PAGE_SIZE = 60;

export function createCreatorsService({ db, accounts, channels, posts }: CreatorsServiceOptions) {
  async function toCards(profiles: repo.CreatorProfileRow[]): Promise<CreatorCard[]> {
    const ids = profiles.map((profile) => profile.userId);
    const [users, channelByCreator, postCounts] = await Promise.all([
      accounts.publicUsers(ids),
      channels.byCreator(ids),
      posts.countByCreator(ids),
    ]);
    return profiles.flatMap((profile) => {
      const user = users.get(profile.userId);
      if (!user) return [];
      const channel = channelByCreator.get(profile.userId);
      return {
        _id: profile.userId,
        username: user.username,
        display_name: profile.displayName,
        avatar: user.avatar,
        background: profile.background,
        bio: profile.bio,
        channel: channel ? { name: channel.name, username: channel.username } : null,
        post_count: postCounts.get(profile.userId) ?? 0,
      };
    });
  }

  const list = async () => toCards(await repo.listProfiles(db, CREATORS_PAGE_SIZE));

  async function profile(username: string): Promise<CreatorProfile> {
    const userId = await accounts.userIdByUsername(username);
    const row = userId ? await repo.findProfile(db, userId) : undefined;
    if (!userId || !row) throw notFound('Creator not found');
    const [[card], latestPosts] = await Promise.all([toCards([row]), posts.latestByCreator(userId)]);
    if (!card) throw notFound('Creator not found');
    return { ...card, posts: latestPosts };
  }

  const createProfile = (profileRow: repo.NewCreatorProfile) => repo.insertProfile(db, profileRow);

  return { list, profile, createProfile };
}
export type CreatorsService = ReturnType<typeof createCreatorsService>;
