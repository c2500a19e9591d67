import {
  creatorCardSchema,
  creatorPageSchema,
  dataEnvelope,
  feedPageSchema,
  hashtagSchema,
  pageQuerySchema,
  postPageSchema,
  searchCreatorsQuerySchema,
  searchHashtagsQuerySchema,
  searchPostsQuerySchema,
  storyGroupSchema,
  suggestedCreatorsQuerySchema,
} from '@velvet/contracts';
import { z } from 'zod';
import type { Api } from '../platform/http/types.ts';
import type { FeedService } from './service.ts';

export function feedRoutes(app: Api, feed: FeedService): void {
  app.get('/api/feed', {
    config: { auth: 'public' },
    schema: { tags: ['feed'], querystring: pageQuerySchema, response: { 200: dataEnvelope(feedPageSchema) } },
    handler: async (request) => ({ data: await feed.home(request.user?.id ?? null, request.query) }),
  });

  app.get('/api/feed/stories', {
    config: { auth: 'public' },
    schema: { tags: ['feed'], response: { 200: dataEnvelope(z.array(storyGroupSchema)) } },
    handler: async (request) => ({ data: await feed.storyGroups(request.user?.id ?? null) }),
  });

  app.get('/api/feed/suggested-creators', {
    config: { auth: 'public' },
    schema: { tags: ['feed'], querystring: suggestedCreatorsQuerySchema, response: { 200: dataEnvelope(z.array(creatorCardSchema)) } },
    handler: async (request) => ({ data: await feed.suggestedCreators(request.user?.id ?? null, request.query.limit) }),
  });

  app.get('/api/search/creators', {
    config: { auth: 'public' },
    schema: { tags: ['search'], querystring: searchCreatorsQuerySchema, response: { 200: dataEnvelope(creatorPageSchema) } },
    handler: async (request) => ({ data: await feed.searchCreators(request.query.q, request.query) }),
  });

  app.get('/api/search/hashtags', {
    config: { auth: 'public' },
    schema: { tags: ['search'], querystring: searchHashtagsQuerySchema, response: { 200: dataEnvelope(z.array(hashtagSchema)) } },
    handler: async (request) => ({ data: await feed.searchHashtags(request.query.q) }),
  });

  app.get('/api/search/posts', {
    config: { auth: 'public' },
    schema: { tags: ['search'], querystring: searchPostsQuerySchema, response: { 200: dataEnvelope(postPageSchema) } },
    handler: async (request) => ({ data: await feed.postsWithHashtag(request.user?.id ?? null, request.query.tag, request.query) }),
  });
}
