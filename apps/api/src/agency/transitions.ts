import type { AgencyStatus } from '@velvet/contracts';
import { agencyMessages } from '@velvet/contracts';
import type { CollaborationRow } from './repo.ts';

export type Party = 'creator' | 'agency';
export type CollaborationAction = 'accept' | 'modify' | 'reject' | 'revoke' | 'approve' | 'decline';

type State = Pick<CollaborationRow, 'status' | 'creatorAction'>;
export type Change = Partial<Pick<CollaborationRow, 'status' | 'creatorAction' | 'agencyAction' | 'acceptedAt' | 'endedAt'>>;

/** Who may take each action. */
const actorOf: Record<CollaborationAction, Party> = {
  accept: 'creator',
  modify: 'creator',
  reject: 'creator',
  revoke: 'creator',
  approve: 'agency',
  decline: 'agency',
};

export type Refusal = { refused: 'forbidden' | 'conflict'; message: string };

const waitingForAgency = (state: State) => state.status === 'INACTIVE' && state.creatorAction === 'MODIFIED';

/**
 * The invitation's state machine: INACTIVE (pending; MODIFIED while the agency reviews the creator's
 * terms) → ACTIVE (accepted by the creator, or the creator's terms approved by the agency) →
 * CANCELLED (rejected, declined or revoked). Answers the change to make, or why it is refused.
 */
export function transition(state: State, party: Party, action: CollaborationAction, now: Date): Change | Refusal {
  if (actorOf[action] !== party) return { refused: 'forbidden', message: `Only the ${actorOf[action]} can ${action} this collaboration` };
  const cancelled: AgencyStatus = 'CANCELLED';
  switch (action) {
    case 'accept':
      if (state.status !== 'INACTIVE') return { refused: 'conflict', message: agencyMessages.notPending };
      if (waitingForAgency(state)) return { refused: 'conflict', message: agencyMessages.awaitingAgency };
      return { status: 'ACTIVE', creatorAction: 'ACCEPTED', acceptedAt: now };
    case 'modify':
      if (state.status !== 'INACTIVE') return { refused: 'conflict', message: agencyMessages.notPending };
      return { creatorAction: 'MODIFIED', agencyAction: null };
    case 'reject':
      if (state.status !== 'INACTIVE') return { refused: 'conflict', message: agencyMessages.notPending };
      return { status: cancelled, creatorAction: 'REJECTED', endedAt: now };
    case 'revoke':
      if (state.status !== 'ACTIVE') return { refused: 'conflict', message: agencyMessages.notActive };
      return { status: cancelled, creatorAction: 'REVOKED', endedAt: now };
    case 'approve':
      if (!waitingForAgency(state)) return { refused: 'conflict', message: state.status === 'INACTIVE' ? agencyMessages.notModified : agencyMessages.notPending };
      return { status: 'ACTIVE', agencyAction: 'ACCEPTED', acceptedAt: now };
    case 'decline':
      if (!waitingForAgency(state)) return { refused: 'conflict', message: state.status === 'INACTIVE' ? agencyMessages.notModified : agencyMessages.notPending };
      return { status: cancelled, agencyAction: 'DECLINED', endedAt: now };
  }
}

export const isRefusal = (outcome: Change | Refusal): outcome is Refusal => 'refused' in outcome;
