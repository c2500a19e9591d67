import {
  agencyMessages,
  hiddenAgencyResources,
  invitationResources,
  resourceNameOf,
  resourceOfName,
  type AgencyCollaboration,
  type AgencyResource,
  type AgencyTerms,
  type ResourcePermission,
} from '@velvet/contracts';

/** The permissions as the invitation shows them: all features, or the individual resources ticked. */
export type PermissionsChoice = { allFeatures: boolean; selected: AgencyResource[] };

export function permissionsChoiceOf(permissions: readonly ResourcePermission[]): PermissionsChoice {
  const permitted = new Set(permissions.filter((entry) => entry.permitted).map((entry) => resourceOfName(entry.resourceName)));
  const selected = invitationResources.filter((resource) => permitted.has(resource));
  return { allFeatures: selected.length === invitationResources.length, selected };
}

/**
 * The wire list (upper-case names) for a choice: every resource the invitation shows, permitted when all
 * features are chosen or it is ticked; the hidden ones (Live, Event) keep what they were.
 */
export function permissionsOf(choice: PermissionsChoice, previous: readonly ResourcePermission[] = []): ResourcePermission[] {
  const shown = invitationResources.map((resource) => ({ resourceName: resourceNameOf(resource), permitted: choice.allFeatures || choice.selected.includes(resource) }));
  const hidden = previous.filter((entry) => hiddenAgencyResources.includes(resourceOfName(entry.resourceName)));
  return [...shown, ...hidden];
}

/** What the creator may change in an invitation: the agency's shares and the permissions. */
export type TermsChoice = { agencyShare: number; messageShare: number; isAllAgencyShare: boolean; permissions: PermissionsChoice };

export const termsChoiceOf = (collaboration: AgencyCollaboration): TermsChoice => ({
  agencyShare: collaboration.revenueShare.agency,
  messageShare: collaboration.featureRevenueShare.Message.agency,
  isAllAgencyShare: collaboration.is_all_agency_share,
  permissions: permissionsChoiceOf(collaboration.resourcePermissions),
});

/** The PATCH body's terms for a choice: the creator's share is what the agency's leaves of 100. */
export const termsOf = (choice: TermsChoice, previous: readonly ResourcePermission[]): AgencyTerms => ({
  revenueShare: { creator: 100 - choice.agencyShare, agency: choice.agencyShare },
  featureRevenueShare: { Message: { agency: choice.messageShare } },
  is_all_agency_share: choice.isAllAgencyShare,
  resourcePermissions: permissionsOf(choice.permissions, previous),
});

const permittedNames = (permissions: readonly ResourcePermission[]) =>
  permissions
    .filter((entry) => entry.permitted)
    .map((entry) => entry.resourceName)
    .sort()
    .join(',');

/** Whether the creator changed anything: then the button reads 'Update invitation' and sends a modify. */
export function termsChanged(collaboration: AgencyCollaboration, choice: TermsChoice): boolean {
  const proposed = termsOf(choice, collaboration.resourcePermissions);
  return (
    proposed.revenueShare.agency !== collaboration.revenueShare.agency ||
    proposed.featureRevenueShare.Message.agency !== collaboration.featureRevenueShare.Message.agency ||
    proposed.is_all_agency_share !== collaboration.is_all_agency_share ||
    permittedNames(proposed.resourcePermissions) !== permittedNames(collaboration.resourcePermissions)
  );
}

/** What the creator's invitation view shows: the choices, the wait for the agency, or the outcome. */
export type InvitationStage = 'respond' | 'waiting' | 'answered';

export function invitationStage(collaboration: Pick<AgencyCollaboration, 'status' | 'creatorAction'>): InvitationStage {
  if (collaboration.status !== 'INACTIVE') return 'answered';
  return collaboration.creatorAction === 'MODIFIED' ? 'waiting' : 'respond';
}

/** In other statuses than INACTIVE the answer is shown as Accepted or Declined. */
export function answerLabel(status: AgencyCollaboration['status']): string | null {
  if (status === 'ACTIVE') return agencyMessages.accepted;
  if (status === 'CANCELLED') return agencyMessages.declined;
  return null;
}

/** The badge of a collaboration in lists. */
export function statusBadge(collaboration: Pick<AgencyCollaboration, 'status' | 'creatorAction'>): { label: string; color: string } {
  if (collaboration.status === 'ACTIVE') return { label: 'Active', color: 'green' };
  if (collaboration.status === 'CANCELLED') return { label: collaboration.creatorAction === 'REVOKED' ? 'Revoked' : 'Cancelled', color: 'gray' };
  return collaboration.creatorAction === 'MODIFIED' ? { label: 'Changes proposed', color: 'orange' } : { label: 'Invited', color: 'yellow' };
}

/** The shares as a sentence for the creator ('your share') or the agency ('the creator's share'). */
export function shareSummary(terms: Pick<AgencyCollaboration, 'revenueShare' | 'featureRevenueShare' | 'is_all_agency_share'>, viewer: 'creator' | 'agency'): string {
  const whose = viewer === 'creator' ? 'your share' : "the creator's share";
  return terms.is_all_agency_share
    ? `Agency ${terms.revenueShare.agency}% of ${whose} of every sale (${viewer === 'creator' ? 'you keep' : 'creator keeps'} ${terms.revenueShare.creator}%)`
    : `Agency ${terms.featureRevenueShare.Message.agency}% of ${whose} of chat sales only`;
}
