import {
  channelSchema,
  channelUsernameParamsSchema,
  COVER_SIZES,
  creatorCardSchema,
  creatorProfileSchema,
  creatorUsernameParamsSchema,
  idParamsSchema,
  responsiveImage,
  type CreatorProfile,
  type WebRouteMatch,
} from '@velvet/contracts';
import { z } from 'zod';
import type { ChannelsService } from '../channels/service.ts';
import type { CreatorsService } from '../creators/service.ts';
import type { EventsService } from '../events/service.ts';
import { AppError } from '../platform/errors.ts';
import type { PostsService } from '../posts/service.ts';
import { summary, type PageHead, type PageHeadAnswer } from '../platform/http/page-head.ts';
import type { PageViewer } from '../platform/http/web-app.ts';

type PagePreviewsOptions = {
  creators: Pick<CreatorsService, 'profile' | 'list'>;
  channels: Pick<ChannelsService, 'byUsername'>;
  posts: Pick<PostsService, 'get'>;
  events: Pick<EventsService, 'get'>;
  /** PUBLIC_WEB_URL, without a trailing slash. */
  webUrl: string;
};

const creatorCards = z.array(creatorCardSchema);

/** A service's not-found is the page's; anything else is a real failure. */
async function orMissing<T>(load: () => Promise<T>): Promise<T | 'missing'> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return 'missing';
    throw error;
  }
}

/**
 * The link preview of a creator's page, a channel and a post, as a guest sees them (the same service
 * calls as their API routes, with no viewer): public data only, so a locked post shows its creator.
 */
export function createPagePreviews({ creators, channels, posts, events, webUrl }: PagePreviewsOptions) {
  const absolute = (url: string | null) => (url ? new URL(url, `${webUrl}/`).href : null);
  const pageUrl = (route: string, key: string) => `${webUrl}/${route}/${encodeURIComponent(key)}`;

  /**
   * The home page a guest lands on: its creator cards come with the HTML (the answer of GET /api/creators)
   * and the first card's cover, the page's largest picture on a phone, is preloaded.
   */
  async function homeHead({ guest }: PageViewer): Promise<PageHeadAnswer> {
    const head = { title: 'Velvet', description: 'Velvet: where creators and their fans get closer.', url: `${webUrl}/`, image: null, type: 'website' as const };
    if (!guest) return head;
    const cards = await creators.list();
    // Encoded by the schema the API's route answers with, so the page gets the very answer it would ask for.
    const cover = cards[0]?.background;
    return { ...head, preloadImage: cover ? responsiveImage(cover, COVER_SIZES.card) : null, answers: { '/api/creators': { data: creatorCards.encode(cards) } } };
  }

  /**
   * What a guest's creator page asks for first, by path: the profile, by the name in its address, and the
   * channels with their plans right below the header (the page then draws them with no round trip).
   */
  async function creatorAnswers(username: string, creator: CreatorProfile): Promise<NonNullable<PageHead['answers']>> {
    const offers = await Promise.all(creator.channels.map(async ({ username: channel }) => [channel, await orMissing(() => channels.byUsername(channel, null))] as const));
    return Object.fromEntries([
      [`/api/creators/${encodeURIComponent(username)}`, { data: creatorProfileSchema.encode(creator) }],
      ...offers.flatMap(([channel, offer]) => (offer === 'missing' ? [] : [[`/api/channel/by-username/${encodeURIComponent(channel)}`, { data: channelSchema.encode(offer) }]])),
    ]);
  }

  async function creatorHead(username: string, { guest }: PageViewer): Promise<PageHeadAnswer> {
    if (!creatorUsernameParamsSchema.safeParse({ username }).success) return 'missing';
    const creator = await orMissing(() => creators.profile(username));
    if (creator === 'missing') return creator;
    return {
      title: `${creator.display_name} (@${creator.username}) on Velvet`,
      description: summary(creator.bio) || `${creator.display_name}'s page on Velvet.`,
      url: pageUrl('creator', creator.username),
      image: absolute(creator.avatar ?? creator.background),
      type: 'profile',
      preloadImage: creator.background ? responsiveImage(creator.background, COVER_SIZES.header) : null,
      // A guest sees the same as the preview.
      ...(guest && { answers: await creatorAnswers(username, creator) }),
    };
  }

  async function channelHead(username: string): Promise<PageHeadAnswer> {
    if (!channelUsernameParamsSchema.safeParse({ username }).success) return 'missing';
    const channel = await orMissing(() => channels.byUsername(username, null));
    if (channel === 'missing') return channel;
    return {
      title: `${channel.name}, ${channel.creator.display_name}'s channel on Velvet`,
      description: summary(channel.about || channel.description) || `Subscribe to ${channel.name} on Velvet.`,
      url: pageUrl('channel', channel.username),
      image: absolute(channel.avatar ?? channel.background ?? channel.creator.avatar),
      type: 'profile',
    };
  }

  async function postHead(id: string): Promise<PageHeadAnswer> {
    if (!idParamsSchema.safeParse({ id }).success) return 'missing';
    const post = await orMissing(() => posts.get(null, id));
    if (post === 'missing') return post;
    const { author } = post;
    const byline = `${author.display_name} (@${author.username}) on Velvet`;
    // A locked post's text is for its subscribers and buyers; the preview names only its creator.
    const text = post.lock ? '' : summary(post.text);
    return {
      title: byline,
      description: text || `A post by ${author.display_name} on Velvet.`,
      url: pageUrl('post', post._id),
      // Post pictures are signed, expiring links; the avatar stays.
      image: absolute(author.avatar),
      type: 'article',
    };
  }

  async function eventHead(id: string): Promise<PageHeadAnswer> {
    if (!idParamsSchema.safeParse({ id }).success) return 'missing';
    const event = await orMissing(() => events.get(null, id));
    if (event === 'missing') return event;
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: event.time_zone }).format(new Date(event.starts_at));
    const status = event.status === 'cancelled' ? 'Cancelled: ' : '';
    return {
      title: `${status}${event.title} by @${event.creator.username} on Velvet`,
      description: summary(`${when} (${event.time_zone}). ${event.description}`),
      url: pageUrl('events', event._id),
      image: absolute(event.cover ?? event.creator.avatar),
      type: 'article',
    };
  }

  /** The head for a page of the web app. */
  function headFor({ name, params }: WebRouteMatch, viewer: PageViewer): Promise<PageHeadAnswer> | PageHeadAnswer {
    if (name === 'home') return homeHead(viewer);
    if (name === 'creator' || name === 'creatorChannel') return creatorHead(params.username!, viewer);
    if (name === 'channel') return channelHead(params.username!);
    if (name === 'post') return postHead(params.postId!);
    if (name === 'event') return eventHead(params.eventId!);
    return 'generic';
  }

  return { headFor };
}
export type PagePreviews = ReturnType<typeof createPagePreviews>;
