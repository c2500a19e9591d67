import { dataEnvelope, userProfileParamsSchema, userProfileSchema } from '@velvet/contracts';
import type { Api } from '../platform/http/types.ts';
import type { ProfilesService } from './service.ts';

export function profilesRoutes(app: Api, profiles: ProfilesService): void {
  app.get('/api/profiles/:username', {
    config: { auth: 'public' },
    schema: { tags: ['users'], params: userProfileParamsSchema, response: { 200: dataEnvelope(userProfileSchema) } },
    handler: async (request) => ({ data: await profiles.profile(request.params.username, request.user?.id ?? null) }),
  });
}
