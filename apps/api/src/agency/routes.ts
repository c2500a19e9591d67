import {
  agencyAnswerParamsSchema,
  agencyCollaborationParamsSchema,
  agencyCollaborationSchema,
  agencyCreatorDetailsSchema,
  agencyFundsSchema,
  agencyInvitationSchema,
  agencyMessages,
  agencyRequestParamsSchema,
  agencyRequestSchema,
  dataEnvelope,
  newAgencySchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { AgencyService } from './service.ts';

const parties = ['CREATOR', 'AGENCY'] as const;

const creatorMessages = { accept: agencyMessages.acceptedByCreator, modify: agencyMessages.modifiedByCreator, reject: agencyMessages.rejectedByCreator } as const;
const agencyAnswerMessages = { approve: agencyMessages.approvedByAgency, decline: agencyMessages.declinedByAgency } as const;

export function agencyRoutes(app: Api, agency: AgencyService): void {
  app.post('/api/agency/invitations', {
    config: { auth: ['AGENCY'] },
    schema: { tags: ['agency'], body: agencyInvitationSchema, response: { 200: dataEnvelope(agencyCollaborationSchema) } },
    handler: async (request) => ({ data: await agency.invite(currentUser(request).id, request.body), message: agencyMessages.invited }),
  });

  app.get('/api/users/agency-collab-details', {
    config: { auth: parties },
    schema: { tags: ['agency'], response: { 200: dataEnvelope(z.array(agencyCollaborationSchema)) } },
    handler: async (request) => ({ data: await agency.list(currentUser(request).id) }),
  });

  app.get('/api/users/:id/agency-collab-details', {
    config: { auth: parties },
    schema: { tags: ['agency'], params: agencyCollaborationParamsSchema, response: { 200: dataEnvelope(agencyCollaborationSchema) } },
    handler: async (request) => ({ data: await agency.details(currentUser(request).id, request.params.id) }),
  });

  app.patch('/api/users/:id/agency-request/:action', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['agency'], params: agencyRequestParamsSchema, body: agencyRequestSchema.default({}), response: { 200: dataEnvelope(agencyCollaborationSchema) } },
    handler: async (request) => {
      const { id, action } = request.params;
      return { data: await agency.respond(currentUser(request).id, id, action, request.body), message: creatorMessages[action] };
    },
  });

  app.post('/api/users/revoke-agency-collab/:id', {
    config: { auth: ['CREATOR'] },
    schema: { tags: ['agency'], params: agencyCollaborationParamsSchema, response: { 200: dataEnvelope(agencyCollaborationSchema) } },
    handler: async (request) => ({ data: await agency.revoke(currentUser(request).id, request.params.id), message: agencyMessages.revoked }),
  });

  app.post('/api/agency/collaborations/:id/:decision', {
    config: { auth: ['AGENCY'] },
    schema: { tags: ['agency'], params: agencyAnswerParamsSchema, response: { 200: dataEnvelope(agencyCollaborationSchema) } },
    handler: async (request) => {
      const { id, decision } = request.params;
      return { data: await agency.answer(currentUser(request).id, id, decision), message: agencyAnswerMessages[decision] };
    },
  });

  app.get('/api/agency/collaborations/:id/creator', {
    config: { auth: ['AGENCY'] },
    schema: { tags: ['agency'], params: agencyCollaborationParamsSchema, response: { 200: dataEnvelope(agencyCreatorDetailsSchema) } },
    handler: async (request) => ({ data: await agency.creatorDetails(currentUser(request).id, request.params.id) }),
  });

  app.post('/api/admin/agencies', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['agency', 'admin'], body: newAgencySchema, response: { 200: dataEnvelope(z.object({ _id: z.string(), username: z.string() })) } },
    handler: async (request) => ({ data: await agency.createAgency(request.body), message: agencyMessages.agencyCreated }),
  });

  app.get('/api/agency/funds', {
    config: { auth: ['AGENCY'] },
    schema: { tags: ['agency'], response: { 200: dataEnvelope(agencyFundsSchema) } },
    handler: async (request) => ({ data: await agency.funds(currentUser(request).id) }),
  });
}
