import { queryOptions } from '@tanstack/react-query';
import {
  agencyCollaborationSchema,
  agencyCreatorDetailsSchema,
  agencyFundsSchema,
  type AgencyAnswer,
  type AgencyInvitationInput,
  type AgencyRequestInput,
  type NewAgencyInput,
  type CreatorAgencyAction,
} from '@velvet/contracts';
import { z } from 'zod';
import { apiClient, sessionQueryScope } from '@/shared/api';

export const agencyKeys = {
  all: [sessionQueryScope, 'agency'] as const,
  collaborations: [sessionQueryScope, 'agency', 'collaborations'] as const,
  creator: (id: string) => [sessionQueryScope, 'agency', 'creator', id] as const,
  funds: [sessionQueryScope, 'agency', 'funds'] as const,
};

const id$ = (id: string) => encodeURIComponent(id);

/** The signed-in creator's or agency's collaborations, newest first. */
export const collaborationsQueryOptions = queryOptions({
  queryKey: agencyKeys.collaborations,
  queryFn: ({ signal }) => apiClient.request({ path: '/api/users/agency-collab-details', schema: z.array(agencyCollaborationSchema), signal }),
});

export const creatorDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: agencyKeys.creator(id),
    queryFn: ({ signal }) => apiClient.request({ path: `/api/agency/collaborations/${id$(id)}/creator`, schema: agencyCreatorDetailsSchema, signal }),
  });

export const agencyFundsQueryOptions = queryOptions({
  queryKey: agencyKeys.funds,
  queryFn: ({ signal }) => apiClient.request({ path: '/api/agency/funds', schema: agencyFundsSchema, signal }),
});

export const inviteCreator = (input: AgencyInvitationInput) =>
  apiClient.request({ path: '/api/agency/invitations', method: 'POST', body: input, schema: agencyCollaborationSchema });

export const respondToInvitation = ({ id, action, body }: { id: string; action: CreatorAgencyAction; body: AgencyRequestInput }) =>
  apiClient.request({ path: `/api/users/${id$(id)}/agency-request/${action}`, method: 'PATCH', body, schema: agencyCollaborationSchema });

export const revokeCollaboration = (id: string) =>
  apiClient.request({ path: `/api/users/revoke-agency-collab/${id$(id)}`, method: 'POST', schema: agencyCollaborationSchema });

export const answerChanges = ({ id, decision }: { id: string; decision: AgencyAnswer }) =>
  apiClient.request({ path: `/api/agency/collaborations/${id$(id)}/${decision}`, method: 'POST', schema: agencyCollaborationSchema });

export const createAgency = (input: NewAgencyInput) =>
  apiClient.request({ path: '/api/admin/agencies', method: 'POST', body: input, schema: z.object({ _id: z.string(), username: z.string() }) });
