import { describe, expect, it } from 'vitest';
import { transition, type CollaborationAction, type Party } from './transitions.ts';

const now = new Date('2026-11-22T00:00:00Z');
const pending = { status: 'INACTIVE' as const, creatorAction: null };
const modified = { status: 'INACTIVE' as const, creatorAction: 'MODIFIED' as const };
const active = { status: 'ACTIVE' as const, creatorAction: 'ACCEPTED' as const };
const cancelled = { status: 'CANCELLED' as const, creatorAction: 'REJECTED' as const };

describe('agency collaboration transitions', () => {
  it('creator accepts a pending invitation: ACTIVE', () => {
    expect(transition(pending, 'creator', 'accept', now)).toEqual({ status: 'ACTIVE', creatorAction: 'ACCEPTED', acceptedAt: now });
  });
  it('creator modifies a pending invitation: still INACTIVE, waiting for the agency', () => {
    expect(transition(pending, 'creator', 'modify', now)).toEqual({ creatorAction: 'MODIFIED', agencyAction: null });
    expect(transition(modified, 'creator', 'modify', now)).toEqual({ creatorAction: 'MODIFIED', agencyAction: null });
  });
  it('creator rejects a pending or modified invitation: CANCELLED', () => {
    expect(transition(pending, 'creator', 'reject', now)).toEqual({ status: 'CANCELLED', creatorAction: 'REJECTED', endedAt: now });
    expect(transition(modified, 'creator', 'reject', now)).toMatchObject({ status: 'CANCELLED' });
  });
  it('creator revokes an active collaboration: CANCELLED', () => {
    expect(transition(active, 'creator', 'revoke', now)).toEqual({ status: 'CANCELLED', creatorAction: 'REVOKED', endedAt: now });
  });
  it("agency approves the creator's changes: ACTIVE; declines them: CANCELLED", () => {
    expect(transition(modified, 'agency', 'approve', now)).toEqual({ status: 'ACTIVE', agencyAction: 'ACCEPTED', acceptedAt: now });
    expect(transition(modified, 'agency', 'decline', now)).toEqual({ status: 'CANCELLED', agencyAction: 'DECLINED', endedAt: now });
  });

  it.each<[string, Parameters<typeof transition>[0], CollaborationAction, string]>([
    ['accept while the agency reviews changes', modified, 'accept', 'Your changes are waiting for the agency'],
    ['accept an active one', active, 'accept', 'This invitation is no longer pending'],
    ['accept a cancelled one', cancelled, 'accept', 'This invitation is no longer pending'],
    ['modify an active one', active, 'modify', 'This invitation is no longer pending'],
    ['reject an active one', active, 'reject', 'This invitation is no longer pending'],
    ['revoke a pending one', pending, 'revoke', 'Only an active collaboration can be revoked'],
    ['revoke a cancelled one', cancelled, 'revoke', 'Only an active collaboration can be revoked'],
  ])('refuses the creator to %s', (_, state, action, message) => {
    expect(transition(state, 'creator', action, now)).toEqual({ refused: 'conflict', message });
  });

  it.each<[string, Parameters<typeof transition>[0], CollaborationAction, string]>([
    ['approve an unmodified invitation', pending, 'approve', 'The creator has not proposed changes to this invitation'],
    ['decline an unmodified invitation', pending, 'decline', 'The creator has not proposed changes to this invitation'],
    ['approve an active one', active, 'approve', 'This invitation is no longer pending'],
    ['decline a cancelled one', cancelled, 'decline', 'This invitation is no longer pending'],
  ])('refuses the agency to %s', (_, state, action, message) => {
    expect(transition(state, 'agency', action, now)).toEqual({ refused: 'conflict', message });
  });

  it.each<[Party, CollaborationAction]>([
    ['agency', 'accept'],
    ['agency', 'modify'],
    ['agency', 'reject'],
    ['agency', 'revoke'],
    ['creator', 'approve'],
    ['creator', 'decline'],
  ])('forbids the %s to %s', (party, action) => {
    expect(transition(modified, party, action, now)).toMatchObject({ refused: 'forbidden' });
  });
});
