import { createStorySchema, dataEnvelope, idParamsSchema, postMessages, storySchema, transactionSchema, unlockSchema } from '@velvet/contracts';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { UnlocksService } from '../posts/unlocks.ts';
import type { VerificationService } from '../verification/service.ts';
import type { StoriesService } from './service.ts';

export function storiesRoutes(app: Api, { stories, unlocks, verification }: { stories: StoriesService; unlocks: UnlocksService; verification: VerificationService }): void {
  app.post('/api/stories', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['stories'], body: createStorySchema, response: { 200: dataEnvelope(storySchema) } },
    handler: async (request) => ({ data: await stories.create(currentUser(request).id, request.body), message: postMessages.storyPublished }),
  });

  app.post('/api/stories/:id/unlock', {
    config: { auth: 'signed-in' },
    schema: { tags: ['stories'], params: idParamsSchema, headers: idempotentHeaders, body: unlockSchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const transaction = await unlocks.unlockStory({ payerId: payer.id, id: request.params.id, idempotencyKey: idempotencyKeyOf(request.headers), input: request.body });
      return { data: transaction, message: postMessages.unlocked };
    },
  });
}
