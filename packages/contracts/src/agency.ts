import { z } from 'zod';
import { emailSchema, usernameSchema } from './accounts.ts';

/** Agency funds: withdrawable 14 days after the transaction; the first withdrawal is at least 100 USD. */
export const AGENCY_FUNDS_HOLD_DAYS = 14;
export const AGENCY_FIRST_WITHDRAWAL_MIN_DOLLARS = 100;
/** The highest share an agency may take of a creator's own part (ours: a creator keeps at least half). */
export const AGENCY_SHARE_MAX_PERCENT = 50;
/** How far back the agency portal sums a creator's earnings per permitted resource. */
export const AGENCY_EARNINGS_WINDOW_DAYS = 90;

export const agencyMessages = {
  waitingForAgency: "Thank you! We're now waiting for the agency to review and accept your changes.",
  updateInvitation: 'Update invitation',
  accepted: 'Accepted',
  declined: 'Declined',
  termsRequired: 'Please accept the terms and conditions',
  shareRange: `Agency share must be a whole number from 0 to ${AGENCY_SHARE_MAX_PERCENT}`,
  sharesSum: 'Creator and agency shares must add up to 100',
  letterRequired: 'Invitation letter is required',
  letterLength: 'Invitation letter must be at most 2000 characters',
  usernameRequired: 'Creator username is required',
  creatorNotFound: 'No creator with this username',
  alreadyInvited: 'This creator already has a pending invitation from your agency',
  alreadyActive: 'You already have an active agency collaboration. Revoke it before accepting another.',
  creatorHasAgency: 'This creator already has an active agency collaboration',
  changesRequired: 'Send the permissions and shares you propose',
  detailsWhileActive: 'Creator details are shown while the collaboration is active',
  notFound: 'Agency collaboration not found',
  notPending: 'This invitation is no longer pending',
  notModified: 'The creator has not proposed changes to this invitation',
  awaitingAgency: 'Your changes are waiting for the agency',
  notActive: 'Only an active collaboration can be revoked',
  invited: 'Invitation sent',
  acceptedByCreator: 'Agency invitation accepted',
  modifiedByCreator: 'Your changes were sent to the agency',
  rejectedByCreator: 'Agency invitation rejected',
  revoked: 'Agency collaboration revoked',
  approvedByAgency: 'Changes accepted: the collaboration is active',
  declinedByAgency: 'Changes declined',
  agencyNameLength: 'Agency name must be 2 to 60 characters',
  contactNameLength: 'Contact name must be 2 to 60 characters',
  agencyCreated: 'Agency account created: a link to set its password was mailed',
} as const;

/** Every resource an agency may be permitted, with the spec's label. */
export const agencyResourceLabels = {
  Message: 'Chat',
  Service: 'Services',
  Post: 'Posts',
  Story: 'Stories',
  Vault: 'Vault',
  Channel: 'Channel Subscription',
  Collab: 'Collab Subscription',
  Shop: 'Shop Items',
  Match: 'Match',
  Live: 'Live',
  Event: 'Event',
  Notification: 'Notifications',
} as const;
export type AgencyResource = keyof typeof agencyResourceLabels;
export const agencyResources = Object.keys(agencyResourceLabels) as [AgencyResource, ...AgencyResource[]];
/** Live and Event are hidden in the invitation. */
export const hiddenAgencyResources: readonly AgencyResource[] = ['Live', 'Event'];
export const invitationResources = agencyResources.filter((resource) => !hiddenAgencyResources.includes(resource));

/** On the wire resource names are upper case (MESSAGE, POST, ...). */
export const resourceNameOf = (resource: AgencyResource) => resource.toUpperCase() as Uppercase<AgencyResource>;
export const resourceNames = agencyResources.map(resourceNameOf) as [Uppercase<AgencyResource>, ...Uppercase<AgencyResource>[]];
export type ResourceName = Uppercase<AgencyResource>;
export const resourceOfName = (name: ResourceName): AgencyResource => agencyResources.find((resource) => resourceNameOf(resource) === name)!;

export const resourcePermissionSchema = z.strictObject({ resourceName: z.enum(resourceNames), permitted: z.boolean() });
export type ResourcePermission = z.infer<typeof resourcePermissionSchema>;

const resourcePermissionsSchema = z
  .array(resourcePermissionSchema)
  .max(agencyResources.length)
  .refine((list) => new Set(list.map((entry) => entry.resourceName)).size === list.length, 'Each resource may be listed once');

const agencyShareSchema = z
  .number({ error: agencyMessages.shareRange })
  .int(agencyMessages.shareRange)
  .min(0, agencyMessages.shareRange)
  .max(AGENCY_SHARE_MAX_PERCENT, agencyMessages.shareRange);

export const revenueShareSchema = z
  .strictObject({ creator: z.number({ error: agencyMessages.sharesSum }).int(agencyMessages.sharesSum), agency: agencyShareSchema })
  .refine((share) => share.creator + share.agency === 100, { message: agencyMessages.sharesSum, path: ['creator'] });
export type RevenueShare = z.infer<typeof revenueShareSchema>;

export const featureRevenueShareSchema = z.strictObject({ Message: z.strictObject({ agency: agencyShareSchema }) });
export type FeatureRevenueShare = z.infer<typeof featureRevenueShareSchema>;

/** The terms an invitation carries, and a creator's modification of them. */
export const agencyTermsSchema = z.strictObject({
  revenueShare: revenueShareSchema,
  featureRevenueShare: featureRevenueShareSchema,
  is_all_agency_share: z.boolean(),
  resourcePermissions: resourcePermissionsSchema,
});
export type AgencyTerms = z.infer<typeof agencyTermsSchema>;

/** `POST /api/agency/invitations`: an agency invites a creator by username. */
export const agencyInvitationSchema = agencyTermsSchema.extend({
  username: z.string({ error: agencyMessages.usernameRequired }).trim().min(1, agencyMessages.usernameRequired).max(50),
  invitationLetter: z.string({ error: agencyMessages.letterRequired }).trim().min(1, agencyMessages.letterRequired).max(2000, agencyMessages.letterLength),
});
export type AgencyInvitationInput = z.infer<typeof agencyInvitationSchema>;

export const creatorAgencyActions = ['accept', 'modify', 'reject'] as const;
export type CreatorAgencyAction = (typeof creatorAgencyActions)[number];
export const agencyAnswers = ['approve', 'decline'] as const;
export type AgencyAnswer = (typeof agencyAnswers)[number];

/**
 * `PATCH users/{id}/agency-request/{action}`: accept needs the terms ticked; modify carries the
 * creator's terms; reject needs nothing.
 */
export const agencyRequestSchema = z.strictObject({
  terms_accepted: z.boolean().optional(),
  revenueShare: revenueShareSchema.optional(),
  featureRevenueShare: featureRevenueShareSchema.optional(),
  is_all_agency_share: z.boolean().optional(),
  resourcePermissions: resourcePermissionsSchema.optional(),
});
export type AgencyRequestInput = z.infer<typeof agencyRequestSchema>;

export const agencyStatuses = ['INACTIVE', 'ACTIVE', 'CANCELLED'] as const;
export type AgencyStatus = (typeof agencyStatuses)[number];
export const creatorActions = ['ACCEPTED', 'MODIFIED', 'REJECTED', 'REVOKED'] as const;
export const agencyActions = ['ACCEPTED', 'DECLINED'] as const;

export const agencyCollaborationSchema = z.object({
  _id: z.string(),
  agencyId: z.object({ _id: z.string(), contact_name: z.string(), agency_name: z.string() }),
  creator: z.object({ _id: z.string(), username: z.string(), avatar: z.string().nullable() }),
  invitationLetter: z.string(),
  status: z.enum(agencyStatuses),
  creatorAction: z.enum(creatorActions).nullable(),
  agencyAction: z.enum(agencyActions).nullable(),
  revenueShare: z.object({ creator: z.number(), agency: z.number() }),
  featureRevenueShare: z.object({ Message: z.object({ agency: z.number() }) }),
  is_all_agency_share: z.boolean(),
  resourcePermissions: z.array(z.object({ resourceName: z.enum(resourceNames), permitted: z.boolean() })),
  created_at: z.string(),
  accepted_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type AgencyCollaboration = z.infer<typeof agencyCollaborationSchema>;

/** What the agency portal shows of a creator: only the permitted resources. */
export const agencyCreatorDetailsSchema = z.object({
  collaboration: agencyCollaborationSchema,
  earnings: z.array(z.object({ resourceName: z.enum(resourceNames), amount: z.number() })),
  counts: z.object({ posts: z.number().optional(), stories: z.number().optional(), subscribers: z.number().optional() }),
});
export type AgencyCreatorDetails = z.infer<typeof agencyCreatorDetailsSchema>;

export const agencyFundsSchema = z.object({ pending: z.number(), available: z.number(), lifetime: z.number() });
export type AgencyFunds = z.infer<typeof agencyFundsSchema>;

export const agencyProfileInputSchema = z.strictObject({
  agency_name: z.string().trim().min(2, agencyMessages.agencyNameLength).max(60, agencyMessages.agencyNameLength),
  contact_name: z.string().trim().min(2, agencyMessages.contactNameLength).max(60, agencyMessages.contactNameLength),
});
export type AgencyProfileInput = z.infer<typeof agencyProfileInputSchema>;

export const agencyCollaborationParamsSchema = z.object({ id: z.uuid({ error: agencyMessages.notFound }) });
export const agencyRequestParamsSchema = agencyCollaborationParamsSchema.extend({ action: z.enum(creatorAgencyActions) });
export const agencyAnswerParamsSchema = agencyCollaborationParamsSchema.extend({ decision: z.enum(agencyAnswers) });

/** `POST /api/admin/agencies`: staff open an agency account; the agency sets its password from the mailed link. */
export const newAgencySchema = agencyProfileInputSchema.extend({ username: usernameSchema, email: emailSchema });
export type NewAgencyInput = z.infer<typeof newAgencySchema>;
