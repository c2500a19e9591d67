import type { AgencyCollaboration } from '@velvet/contracts';
import type { AgencyProfileRow, CollaborationRow } from './repo.ts';

type People = {
  profiles: Map<string, AgencyProfileRow>;
  users: Map<string, { id: string; username: string; avatar: string | null }>;
};

/** A collaboration in the spec's shape, with the agency's profile and the creator's public facts. */
export function toCollaboration(row: CollaborationRow, { profiles, users }: People): AgencyCollaboration {
  const profile = profiles.get(row.agencyId);
  const agencyUser = users.get(row.agencyId);
  const creator = users.get(row.creatorId);
  return {
    _id: row.id,
    agencyId: {
      _id: row.agencyId,
      agency_name: profile?.agencyName ?? agencyUser?.username ?? '',
      contact_name: profile?.contactName ?? '',
    },
    creator: { _id: row.creatorId, username: creator?.username ?? '', avatar: creator?.avatar ?? null },
    invitationLetter: row.invitationLetter,
    status: row.status,
    creatorAction: row.creatorAction,
    agencyAction: row.agencyAction,
    revenueShare: { creator: row.creatorSharePercent, agency: row.agencySharePercent },
    featureRevenueShare: { Message: { agency: row.messageAgencySharePercent } },
    is_all_agency_share: row.isAllAgencyShare,
    resourcePermissions: row.resourcePermissions,
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
  };
}

type Terms = {
  revenueShare: { creator: number; agency: number };
  featureRevenueShare: { Message: { agency: number } };
  is_all_agency_share: boolean;
  resourcePermissions: CollaborationRow['resourcePermissions'];
};

/** The contract's terms as columns. */
export const termsColumns = (terms: Terms) => ({
  creatorSharePercent: terms.revenueShare.creator,
  agencySharePercent: terms.revenueShare.agency,
  messageAgencySharePercent: terms.featureRevenueShare.Message.agency,
  isAllAgencyShare: terms.is_all_agency_share,
  resourcePermissions: terms.resourcePermissions,
});
