import { adminKycDecisionSchema, adminKycItemSchema, adminKycQuerySchema, adminUserSchema, dataEnvelope, kycSessionSchema, userIdParamsSchema } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import { mapAdminUser } from '../accounts/standing.ts';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from './service.ts';

type VerificationRoutesOptions = { verification: VerificationService; accounts: AccountsService };

export function verificationRoutes(app: Api, { verification, accounts }: VerificationRoutesOptions): void {
  app.post('/api/users/kyc/session', {
    config: { auth: ['USER', 'CREATOR'] },
    schema: { tags: ['verification'], response: { 200: dataEnvelope(kycSessionSchema) } },
    handler: async (request) => ({ data: await verification.startSession(currentUser(request).id) }),
  });

  app.get('/api/admin/kyc', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], querystring: adminKycQuerySchema, response: { 200: dataEnvelope(adminKycItemSchema.array()) } },
    handler: async (request) => ({ data: await verification.list(request.query.status) }),
  });

  app.post('/api/admin/kyc/:userId', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], params: userIdParamsSchema, body: adminKycDecisionSchema, response: { 200: dataEnvelope(adminUserSchema) } },
    handler: async (request) => {
      const { userId } = request.params;
      await verification.decide({ adminId: currentUser(request).id, userId, decision: request.body.decision });
      return { data: mapAdminUser(await accounts.standingOf(userId)) };
    },
  });
}
