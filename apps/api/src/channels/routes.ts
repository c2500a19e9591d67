import multipart from '@fastify/multipart';
import {
  channelIdParamsSchema,
  channelListQuerySchema,
  channelMessages,
  channelSchema,
  channelSubscriberSchema,
  channelUsernameParamsSchema,
  dataEnvelope,
  MY_CHANNELS_LIMIT,
  packageSubscriberCountSchema,
  pageQuerySchema,
  paginatedSchema,
} from '@velvet/contracts';
import { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { CHANNEL_MULTIPART_LIMITS, parseChannelForm, readRawForm, storeImages } from './form-data.ts';
import type { ChannelsService } from './service.ts';

type ChannelsRoutesOptions = { channels: ChannelsService; storage: Storage; accounts: Pick<AccountsService, 'userIdByUsername'> };

const channelAnswer = { 200: dataEnvelope(channelSchema) };
const channelPage = dataEnvelope(paginatedSchema(channelSchema));
const creatorsOnly = ['CREATOR'] as const;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The channel calls of spec section 7, under /api/channel. Multipart is registered only in this scope. */
export async function channelsRoutes(app: Api, { channels, storage, accounts }: ChannelsRoutesOptions): Promise<void> {
  await app.register(async (scope: Api) => {
    await scope.register(multipart, { limits: CHANNEL_MULTIPART_LIMITS, throwFileSizeLimit: true });

    scope.post('/api/channel', {
      config: { auth: creatorsOnly },
      schema: { tags: ['channels'], response: { 201: dataEnvelope(channelSchema) } },
      handler: async (request, reply) => {
        const userId = currentUser(request).id;
        const { fields, files } = await readRawForm(request);
        const form = parseChannelForm(fields);
        const images = await storeImages(storage, userId, files);
        const channel = await channels.createFromForm(userId, form, images);
        return reply.status(201).send({ data: channel, message: channelMessages.created });
      },
    });

    scope.patch('/api/channel/:id/avatar-and-background', {
      config: { auth: creatorsOnly },
      schema: { tags: ['channels'], params: channelIdParamsSchema, response: channelAnswer },
      handler: async (request) => {
        const userId = currentUser(request).id;
        await channels.assertOwner(userId, request.params.id);
        const { files } = await readRawForm(request);
        return { data: await channels.setImages(userId, request.params.id, await storeImages(storage, userId, files)) };
      },
    });

    scope.put('/api/channel/:id', {
      config: { auth: creatorsOnly },
      schema: { tags: ['channels'], params: channelIdParamsSchema, response: channelAnswer },
      handler: async (request) => {
        const userId = currentUser(request).id;
        await channels.assertOwner(userId, request.params.id);
        const form = parseChannelForm((await readRawForm(request)).fields);
        return { data: await channels.update(userId, request.params.id, form), message: channelMessages.updated };
      },
    });
  });

  app.get('/api/channel', {
    config: { auth: 'public' },
    schema: { tags: ['channels'], querystring: channelListQuerySchema, response: { 200: channelPage } },
    handler: async (request) => {
      const { target_user: target, page, limit } = request.query;
      const creatorId = target === undefined ? undefined : uuid.test(target) ? target : ((await accounts.userIdByUsername(target)) ?? '00000000-0000-0000-0000-000000000000');
      return { data: await channels.list({ creatorId, page, limit }, request.user?.id ?? null) };
    },
  });

  app.get('/api/channel/mine', {
    config: { auth: creatorsOnly },
    schema: { tags: ['channels'], querystring: pageQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(MY_CHANNELS_LIMIT).default(MY_CHANNELS_LIMIT) }), response: { 200: channelPage } },
    handler: async (request) => {
      const userId = currentUser(request).id;
      return { data: await channels.list({ creatorId: userId, ...request.query }, userId) };
    },
  });

  app.get('/api/channel/by-username/:username', {
    config: { auth: 'public' },
    schema: { tags: ['channels'], params: channelUsernameParamsSchema, response: channelAnswer },
    handler: async (request) => ({ data: await channels.byUsername(request.params.username, request.user?.id ?? null) }),
  });

  app.get('/api/channel/get-subscriber/:id', {
    config: { auth: creatorsOnly },
    schema: { tags: ['channels'], params: channelIdParamsSchema, response: { 200: dataEnvelope(channelSubscriberSchema) } },
    handler: async (request) => ({ data: await channels.subscriber(currentUser(request).id, request.params.id) }),
  });

  app.get('/api/channel/:id', {
    config: { auth: 'public' },
    schema: { tags: ['channels'], params: channelIdParamsSchema, response: channelAnswer },
    handler: async (request) => ({ data: await channels.view(request.params.id, request.user?.id ?? null) }),
  });

  app.get('/api/channel/:id/subscribers', {
    config: { auth: creatorsOnly },
    schema: { tags: ['channels'], params: channelIdParamsSchema, querystring: pageQuerySchema, response: { 200: dataEnvelope(paginatedSchema(channelSubscriberSchema)) } },
    handler: async (request) => ({ data: await channels.subscriberList(currentUser(request).id, request.params.id, request.query) }),
  });

  app.get('/api/channel/:id/package-subscribers', {
    config: { auth: creatorsOnly },
    schema: { tags: ['channels'], params: channelIdParamsSchema, response: { 200: dataEnvelope(z.array(packageSubscriberCountSchema)) } },
    handler: async (request) => ({ data: await channels.packageCounts(currentUser(request).id, request.params.id) }),
  });

  app.delete('/api/channel/:id', {
    config: { auth: creatorsOnly },
    schema: { tags: ['channels'], params: channelIdParamsSchema, response: { 200: z.object({ message: z.string() }) } },
    handler: async (request) => {
      await channels.remove(currentUser(request).id, request.params.id);
      return { message: channelMessages.deleted };
    },
  });
}
