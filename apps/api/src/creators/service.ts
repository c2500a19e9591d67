import type { CreatorCard, CreatorProfile, Page, Post } from '@velvet/contracts';
import { usernameSchema } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import type { ChannelsService } from '../channels/service.ts';
import type { Executor } from '../platform/db/client.ts';
import { notFound } from '../platform/errors.ts';
import type { PostsService } from '../posts/service.ts';
import type { StoriesService } from '../stories/service.ts';
import { createAccountInfo } from './account-info.ts';
import * as repo from './repo.ts';

/** The platform plans' badges by user id (the plans domain decides). */
export type BadgesOf = (userIds: string[]) => Promise<Map<string, string[]>>;

type CreatorsServiceOptions = {
  db: Executor;
  accounts: AccountsService;
  channels: ChannelsService;
  posts: PostsService;
  stories: StoriesService;
  badgesOf: BadgesOf;
  isOwnUpload: (url: string, userId: string) => boolean;
};
type PageOptions = { cursor?: string; limit: number };

/** The username a search page ended on; a forged or damaged cursor starts over, as the posts' cursors do. */
function afterUsernameOf(cursor: string | undefined): string | undefined {
  const username = cursor && Buffer.from(cursor, 'base64url').toString();
  return username && usernameSchema.safeParse(username).success ? username : undefined;
}

const CREATORS_PAGE_SIZE = 60;
const PROFILE_POSTS_PAGE = 20;
const notACreator = () => notFound('Creator not found');

export function createCreatorsService({ db, accounts, channels, posts, stories, badgesOf, isOwnUpload }: CreatorsServiceOptions) {
  async function toCards(profiles: repo.CreatorProfileRow[]): Promise<CreatorCard[]> {
    const ids = profiles.map((profile) => profile.userId);
    const [users, channelByCreator, postCounts] = await Promise.all([accounts.publicUsers(ids), channels.byCreator(ids), posts.countByCreator(ids)]);
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
        links: profile.links,
        channel: channel ? { name: channel.name, username: channel.username } : null,
        post_count: postCounts.get(profile.userId) ?? 0,
      };
    });
  }

  const list = async () => toCards(await repo.listProfiles(db, CREATORS_PAGE_SIZE));

  /** VerifiedUser for a verified email, VerifiedCreator for accepted KYC, then the platform plans' badges (Prime, CreatorPro). */
  async function badges(userId: string): Promise<string[]> {
    const [facts, planBadges] = await Promise.all([accounts.gateFacts(userId), badgesOf([userId])]);
    return [...(facts.email_verified ? ['VerifiedUser'] : []), ...(facts.kyc_status === 'verified' ? ['VerifiedCreator'] : []), ...(planBadges.get(userId) ?? [])];
  }

  async function creatorRow(username: string) {
    const userId = await accounts.userIdByUsername(username);
    const row = userId ? await repo.findProfile(db, userId) : undefined;
    if (!row) throw notACreator();
    return row;
  }

  async function postCountsOf(creatorId: string) {
    const byCreator = await posts.countsByCreator([creatorId]);
    return { posts: byCreator.get(creatorId)?.posts ?? 0, likes: byCreator.get(creatorId)?.likes ?? 0 };
  }

  /** Every count of a creator's page, subscribers included, for those the creator lets see them (their agency). */
  async function allCounts(username: string) {
    const { userId } = await creatorRow(username);
    const [postCounts, liveStories, subscribers] = await Promise.all([postCountsOf(userId), stories.live(null, [userId]), repo.subscriberCount(db, userId, new Date())]);
    return { ...postCounts, stories: liveStories.length, subscribers };
  }

  /** The creator page: card, badges, counts, channels, live stories and the first page of posts for the viewer. */
  async function profile(username: string, viewerId: string | null = null): Promise<CreatorProfile> {
    const row = await creatorRow(username);
    const creatorId = row.userId;
    const viewer = await posts.viewerOf(viewerId);
    const isOwner = viewerId === creatorId;
    const [[card], badgeList, postCounts, subscribers, channelRows, liveStories, firstPage, visibility, kinks] = await Promise.all([
      toCards([row]),
      badges(creatorId),
      postCountsOf(creatorId),
      // How many pay is the creator's business: only their own page shows it.
      isOwner ? repo.subscriberCount(db, creatorId, new Date()) : null,
      repo.channelsOf(db, creatorId),
      stories.live(viewerId, [creatorId]),
      posts.page(viewer, { kind: 'creator', creatorId }, { limit: PROFILE_POSTS_PAGE }),
      accounts.settings.profileVisibilityOf(creatorId),
      accounts.creatorKinks(creatorId),
    ]);
    const subscribes = channelRows.some((channel) => viewer.channelIds.has(channel.id));
    const restricted = visibility === 'public' || isOwner || (visibility === 'subscribers' && subscribes) ? null : visibility;
    if (!card) throw notACreator();
    return {
      ...card,
      badges: badgeList,
      counts: { ...postCounts, stories: liveStories.length, subscribers },
      channels: channelRows.map((channel) => ({
        _id: channel.id,
        name: channel.name,
        username: channel.username,
        subscription_type: channel.subscriptionType,
        hashtags: channel.hashtags.map((tag) => tag.replace(/^#/, '').toLowerCase()),
      })),
      stories: liveStories,
      posts: firstPage.items,
      next_cursor: firstPage.next_cursor,
      content_restricted: restricted,
      kinks,
    };
  }

  async function postsPage(username: string, viewerId: string | null, page: PageOptions): Promise<Page<Post>> {
    const { userId } = await creatorRow(username);
    return posts.page(await posts.viewerOf(viewerId), { kind: 'creator', creatorId: userId }, page);
  }

  const suggested = async (excludeIds: string[], limit: number) => toCards(await repo.listProfilesExcept(db, excludeIds, limit));

  async function search(q: string, { cursor, limit }: PageOptions): Promise<Page<CreatorCard>> {
    const rows = await repo.searchProfiles(db, { q, afterUsername: afterUsernameOf(cursor), limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { items: await toCards(page.map((row) => row.profile)), next_cursor: rows.length > limit && last ? Buffer.from(last.username).toString('base64url') : null };
  }

  /** Creators whose page everyone may see, for the sitemap: username and the channel their card shows. */
  async function publicPages(limit: number): Promise<Array<{ username: string; channelUsername: string | null }>> {
    const ids = (await repo.listPublicProfileIds(db, limit)).map((row) => row.userId);
    const [users, channelByCreator] = await Promise.all([accounts.publicUsers(ids), channels.byCreator(ids)]);
    return ids.flatMap((id) => {
      const user = users.get(id);
      return user ? [{ username: user.username, channelUsername: channelByCreator.get(id)?.username ?? null }] : [];
    });
  }

  const channelHashtagsStartingWith = (prefix: string, limit: number) => repo.channelHashtagsStartingWith(db, prefix, limit);
  const createProfile = (profileRow: repo.NewCreatorProfile) => repo.insertProfile(db, profileRow);

  /** The name a creator's page shows, if they have a page. */
  const displayNameOf = async (userId: string) => (await repo.findProfile(db, userId))?.displayName;

  return { list, profile, allCounts, accountInfo: createAccountInfo({ db, accounts, isOwnUpload }), postsPage, suggested, search, publicPages, channelHashtagsStartingWith, createProfile, displayNameOf };
}
export type CreatorsService = ReturnType<typeof createCreatorsService>;
