import type { KycStatus, Role } from '@velvet/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountSettings } from '../accounts/settings-schema.ts';
import { users } from '../accounts/schema.ts';
import { creatorProfiles } from '../creators/schema.ts';
import { asksPaidChatFee } from '../services/index.ts';
import type { Executor } from '../platform/db/client.ts';
import { builtOncePer } from '../platform/db/prepared-statements.ts';
import { conversationMembers, conversations } from './schema.ts';

const partyColumns = {
  id: users.id,
  username: users.username,
  avatar: users.avatar,
  role: users.role,
  fName: users.fName,
  lName: users.lName,
  emailVerified: users.emailVerified,
  kycStatus: users.kycStatus,
  skipContentWarning: users.skipContentWarning,
  bannedAt: users.bannedAt,
  displayName: creatorProfiles.displayName,
  showOnlineStatus: accountSettings.showOnlineStatus,
  allowMessagesFrom: accountSettings.allowMessagesFrom,
  autoMessageEnabled: accountSettings.autoMessageEnabled,
  autoMessageText: accountSettings.autoMessageText,
};

/** A row of `partyColumns`: the settings and a creator's profile are left joined, so any of theirs may be null. */
type PartyRow = Omit<Party, 'displayName' | 'showOnlineStatus' | 'allowMessagesFrom' | 'autoMessage'> & {
  fName: string | null;
  lName: string | null;
  displayName: string | null;
  showOnlineStatus: boolean | null;
  allowMessagesFrom: Party['allowMessagesFrom'] | null;
  autoMessageEnabled: boolean | null;
  autoMessageText: string | null;
};

function toParty(row: PartyRow): Party {
  return {
    ...row,
    displayName: row.displayName ?? ([row.fName, row.lName].filter(Boolean).join(' ') || row.username),
    showOnlineStatus: row.showOnlineStatus ?? true,
    allowMessagesFrom: row.allowMessagesFrom ?? 'everyone',
    autoMessage: { enabled: row.autoMessageEnabled ?? false, text: row.autoMessageText ?? '' },
  };
}

/**
 * What a chat shows of its parties and the privacy it must respect, read in one query: the public
 * facts of the account, a creator's display name, and the 'Allow messages from' and 'Show when I am
 * online' settings and a creator's auto-message (defaults when the user never saved them). Read-only; the accounts domain owns them.
 */
export async function findParties(db: Executor, ids: string[]) {
  if (!ids.length) return new Map<string, Party>();
  const rows = await db
    .select(partyColumns)
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, toParty(row)]));
}

const peerMember = alias(conversationMembers, 'peer_member');

/** What a write checks of its two parties: the writer's verification, the recipient's ban and 'Allow messages from'. */
export type WriteStanding = Pick<Party, 'id' | 'role' | 'emailVerified' | 'kycStatus' | 'skipContentWarning' | 'bannedAt' | 'allowMessagesFrom'>;

const standingColumns = {
  id: users.id,
  role: users.role,
  emailVerified: users.emailVerified,
  kycStatus: users.kycStatus,
  skipContentWarning: users.skipContentWarning,
  bannedAt: users.bannedAt,
  allowMessagesFrom: accountSettings.allowMessagesFrom,
};

/** Every chat message reads it first, so it selects only what a write checks. */
const membershipWithParties = builtOncePer((db) =>
  db
    .select({
      peerId: conversationMembers.peerId,
      blockedAt: conversationMembers.blockedAt,
      userLow: conversations.userLow,
      userHigh: conversations.userHigh,
      party: standingColumns,
      peerBlockedAt: peerMember.blockedAt,
      peerAsksChatFee: asksPaidChatFee(conversationMembers.peerId),
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .innerJoin(users, or(eq(users.id, conversationMembers.userId), eq(users.id, conversationMembers.peerId)))
    .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
    .leftJoin(peerMember, and(eq(peerMember.conversationId, conversationMembers.conversationId), eq(peerMember.userId, conversationMembers.peerId)))
    .where(and(eq(conversationMembers.conversationId, sql.placeholder('conversationId')), eq(conversationMembers.userId, sql.placeholder('userId'))))
    .prepare('chat_membership_with_parties'),
);

/**
 * The caller's membership of a conversation with what a write checks of both parties, who of the two
 * blocked the other and whether the recipient asks a paid chat fee, in one query (what sending a
 * message needs first); undefined when the caller is not a member.
 */
export async function findMembershipWithParties(db: Executor, conversationId: string, userId: string) {
  const rows = await membershipWithParties(db).execute({ conversationId, userId });
  const [first] = rows;
  if (!first) return undefined;
  const parties = new Map(rows.map(({ party }) => [party.id, { ...party, allowMessagesFrom: party.allowMessagesFrom ?? 'everyone' }]));
  const blockedBy = new Set([...(first.blockedAt ? [userId] : []), ...(first.peerBlockedAt ? [first.peerId] : [])]);
  return {
    members: { userLow: first.userLow, userHigh: first.userHigh },
    sender: parties.get(userId)!,
    recipient: parties.get(first.peerId)!,
    blockedBy,
    recipientAsksChatFee: first.peerAsksChatFee,
  };
}

export type Party = {
  id: string;
  username: string;
  avatar: string | null;
  role: Role;
  displayName: string;
  emailVerified: boolean;
  kycStatus: KycStatus;
  skipContentWarning: boolean;
  bannedAt: Date | null;
  showOnlineStatus: boolean;
  allowMessagesFrom: 'everyone' | 'subscribers' | 'nobody';
  autoMessage: { enabled: boolean; text: string };
};
