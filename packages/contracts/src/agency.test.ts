import { describe, expect, it } from 'vitest';
import {
  agencyInvitationSchema,
  agencyMessages,
  agencyRequestSchema,
  agencyResourceLabels,
  newAgencySchema,
  invitationResources,
  resourceNameOf,
  resourceOfName,
  revenueShareSchema,
} from './agency.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

const invitation = {
  username: 'theo_black',
  invitationLetter: 'Join Starlight',
  revenueShare: { creator: 80, agency: 20 },
  featureRevenueShare: { Message: { agency: 10 } },
  is_all_agency_share: true,
  resourcePermissions: [{ resourceName: 'MESSAGE', permitted: true }],
};

describe('agency contracts', () => {
  it("labels resources as the spec does and hides Live and Event in the invitation", () => {
    expect(agencyResourceLabels.Message).toBe('Chat');
    expect(agencyResourceLabels.Channel).toBe('Channel Subscription');
    expect(agencyResourceLabels.Collab).toBe('Collab Subscription');
    expect(agencyResourceLabels.Shop).toBe('Shop Items');
    expect(agencyResourceLabels.Notification).toBe('Notifications');
    expect(invitationResources).not.toContain('Live');
    expect(invitationResources).not.toContain('Event');
    expect(invitationResources).toHaveLength(10);
  });

  it('names resources in upper case on the wire', () => {
    expect(resourceNameOf('Message')).toBe('MESSAGE');
    expect(resourceOfName('NOTIFICATION')).toBe('Notification');
  });

  it('accepts whole shares adding up to 100 with the agency at most 50', () => {
    expect(revenueShareSchema.safeParse({ creator: 80, agency: 20 }).success).toBe(true);
    expect(revenueShareSchema.safeParse({ creator: 50, agency: 50 }).success).toBe(true);
    expect(firstMessage(revenueShareSchema.safeParse({ creator: 49, agency: 51 }))).toBe(agencyMessages.shareRange);
    expect(firstMessage(revenueShareSchema.safeParse({ creator: 70, agency: 20 }))).toBe(agencyMessages.sharesSum);
    expect(firstMessage(revenueShareSchema.safeParse({ creator: 80, agency: -1 }))).toBe(agencyMessages.shareRange);
  });

  it('requires the invitation letter and a username, and refuses a resource listed twice', () => {
    expect(agencyInvitationSchema.safeParse(invitation).success).toBe(true);
    expect(firstMessage(agencyInvitationSchema.safeParse({ ...invitation, invitationLetter: ' ' }))).toBe(agencyMessages.letterRequired);
    expect(firstMessage(agencyInvitationSchema.safeParse({ ...invitation, username: '' }))).toBe(agencyMessages.usernameRequired);
    const twice = { ...invitation, resourcePermissions: [invitation.resourcePermissions[0], invitation.resourcePermissions[0]] };
    expect(firstMessage(agencyInvitationSchema.safeParse(twice))).toBe('Each resource may be listed once');
    expect(agencyInvitationSchema.safeParse({ ...invitation, resourcePermissions: [{ resourceName: 'message', permitted: true }] }).success).toBe(false);
  });

  it('lets every field of a creator response be omitted (accept and reject carry none)', () => {
    expect(agencyRequestSchema.safeParse({}).success).toBe(true);
    expect(agencyRequestSchema.safeParse({ terms_accepted: true }).success).toBe(true);
    expect(agencyRequestSchema.safeParse({ surprise: 1 }).success).toBe(false);
  });

  it('opens an agency with a valid username, email and names', () => {
    const agency = { username: 'Moonrise_Talent', email: 'Desk@Moonrise.test', agency_name: 'Moonrise Talent', contact_name: 'Ida Moon' };
    expect(newAgencySchema.parse(agency)).toMatchObject({ username: 'moonrise_talent', email: 'desk@moonrise.test' });
    expect(firstMessage(newAgencySchema.safeParse({ ...agency, agency_name: 'M' }))).toBe(agencyMessages.agencyNameLength);
    expect(newAgencySchema.safeParse({ ...agency, email: 'nope' }).success).toBe(false);
  });
});
