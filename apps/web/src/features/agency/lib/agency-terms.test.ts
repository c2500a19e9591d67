import type { AgencyCollaboration, ResourcePermission } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { answerLabel, invitationStage, permissionsChoiceOf, permissionsOf, shareSummary, statusBadge, termsChanged, termsChoiceOf, termsOf } from './agency-terms';

const everything: ResourcePermission[] = ['MESSAGE', 'SERVICE', 'POST', 'STORY', 'VAULT', 'CHANNEL', 'COLLAB', 'SHOP', 'MATCH', 'NOTIFICATION'].map((resourceName) => ({
  resourceName: resourceName as ResourcePermission['resourceName'],
  permitted: true,
}));

const collaboration = (overrides: Partial<AgencyCollaboration> = {}): AgencyCollaboration => ({
  _id: 'c1',
  agencyId: { _id: 'a1', agency_name: 'Starlight Talent', contact_name: 'Nora Lane' },
  creator: { _id: 'u1', username: 'theo_black', avatar: null },
  invitationLetter: 'Join us',
  status: 'INACTIVE',
  creatorAction: null,
  agencyAction: null,
  revenueShare: { creator: 80, agency: 20 },
  featureRevenueShare: { Message: { agency: 10 } },
  is_all_agency_share: true,
  resourcePermissions: [...everything, { resourceName: 'LIVE', permitted: true }],
  created_at: '2026-11-22T00:00:00.000Z',
  accepted_at: null,
  ended_at: null,
  ...overrides,
});

describe('agency permissions', () => {
  it('reads all features when every shown resource is permitted', () => {
    expect(permissionsChoiceOf(everything).allFeatures).toBe(true);
    const some = permissionsChoiceOf([{ resourceName: 'MESSAGE', permitted: true }, { resourceName: 'POST', permitted: false }]);
    expect(some).toEqual({ allFeatures: false, selected: ['Message'] });
  });

  it('writes upper-case names for every shown resource and keeps the hidden ones as they were', () => {
    const list = permissionsOf({ allFeatures: false, selected: ['Post'] }, [{ resourceName: 'LIVE', permitted: true }]);
    expect(list).toHaveLength(11);
    expect(list.filter((entry) => entry.permitted).map((entry) => entry.resourceName)).toEqual(['POST', 'LIVE']);
    expect(permissionsOf({ allFeatures: true, selected: [] }).every((entry) => entry.permitted)).toBe(true);
  });
});

describe('agency terms', () => {
  it('derives the creator share from the agency share', () => {
    const terms = termsOf({ ...termsChoiceOf(collaboration()), agencyShare: 35 }, []);
    expect(terms.revenueShare).toEqual({ creator: 65, agency: 35 });
  });

  it('sees a change in shares or permissions, and none when nothing moved', () => {
    const original = collaboration();
    const choice = termsChoiceOf(original);
    expect(termsChanged(original, choice)).toBe(false);
    expect(termsChanged(original, { ...choice, agencyShare: 15 })).toBe(true);
    expect(termsChanged(original, { ...choice, messageShare: 5 })).toBe(true);
    expect(termsChanged(original, { ...choice, isAllAgencyShare: false })).toBe(true);
    expect(termsChanged(original, { ...choice, permissions: { allFeatures: false, selected: ['Message'] } })).toBe(true);
  });

  it('stages the invitation: respond, wait for the agency, or show the answer', () => {
    expect(invitationStage({ status: 'INACTIVE', creatorAction: null })).toBe('respond');
    expect(invitationStage({ status: 'INACTIVE', creatorAction: 'MODIFIED' })).toBe('waiting');
    expect(invitationStage({ status: 'ACTIVE', creatorAction: 'ACCEPTED' })).toBe('answered');
    expect(answerLabel('ACTIVE')).toBe('Accepted');
    expect(answerLabel('CANCELLED')).toBe('Declined');
    expect(answerLabel('INACTIVE')).toBeNull();
  });

  it('labels badges and shares', () => {
    expect(statusBadge({ status: 'INACTIVE', creatorAction: 'MODIFIED' }).label).toBe('Changes proposed');
    expect(statusBadge({ status: 'CANCELLED', creatorAction: 'REVOKED' }).label).toBe('Revoked');
    expect(statusBadge({ status: 'ACTIVE', creatorAction: 'ACCEPTED' }).label).toBe('Active');
    expect(shareSummary(collaboration(), 'creator')).toBe('Agency 20% of your share of every sale (you keep 80%)');
    expect(shareSummary(collaboration(), 'agency')).toBe("Agency 20% of the creator's share of every sale (creator keeps 80%)");
    expect(shareSummary(collaboration({ is_all_agency_share: false }), 'creator')).toBe('Agency 10% of your share of chat sales only');
  });
});
