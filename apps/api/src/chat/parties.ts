import type { KycStatus, Role } from '@velvet/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accountSettings } from '../accounts/settings-schema.ts';
import { users } from '../accounts/schema.ts';
import { creatorProfiles } from '../creators/schema.ts';
import { asksPaidChatFee } from '../services/index.ts';
import type { Executor } from '../platform/db/client.ts';
import { builtOncePer } from '../platform/db/prepared-statements.ts';
import { conversationMembers } from './schema.ts';

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
const recipientUser = alias(users, 'recipient');
const recipientSettings = alias(accountSettings, 'recipient_settings');

/** What a write checks of its two parties: the writer's verification, the recipient's ban and 'Allow messages from'. */
export type WriteStanding = Pick<Party, 'id' | 'role' | 'emailVerified' | 'kycStatus' | 'skipContentWarning' | 'bannedAt' | 'allowMessagesFrom'>;

// The recipient's are aliased tables: drizzle types their columns apart, so each side is spelt out.
const senderStanding = {
  id: users.id,
  role: users.role,
  emailVerified: users.emailVerified,
  kycStatus: users.kycStatus,
  skipContentWarning: users.skipContentWarning,
  bannedAt: users.bannedAt,
  allowMessagesFrom: accountSettings.allowMessagesFrom,
};
const recipientStanding = {
  id: recipientUser.id,
  role: recipientUser.role,
  emailVerified: recipientUser.emailVerified,
  kycStatus: recipientUser.kycStatus,
  skipContentWarning: recipientUser.skipContentWarning,
  bannedAt: recipientUser.bannedAt,
  allowMessagesFrom: recipientSettings.allowMessagesFrom,
};

/** Every chat message reads it first, so it is one row per membership of only what a write checks, for many sends at once. */
const membershipsWithParties = builtOncePer((db) =>
  db
    .select({
      conversationId: conversationMembers.conversationId,
      userId: conversationMembers.userId,
      blockedAt: conversationMembers.blockedAt,
      peerBlockedAt: peerMember.blockedAt,
      sender: senderStanding,
      recipient: recipientStanding,
      recipientAsksChatFee: asksPaidChatFee(conversationMembers.peerId),
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .leftJoin(accountSettings, eq(accountSettings.userId, conversationMembers.userId))
    .innerJoin(recipientUser, eq(recipientUser.id, conversationMembers.peerId))
    .leftJoin(recipientSettings, eq(recipientSettings.userId, conversationMembers.peerId))
    .leftJoin(peerMember, and(eq(peerMember.conversationId, conversationMembers.conversationId), eq(peerMember.userId, conversationMembers.peerId)))
    .where(
      sql`(${conversationMembers.conversationId}, ${conversationMembers.userId}) in (select * from unnest(${sql.placeholder('conversationIds')}::uuid[], ${sql.placeholder('userIds')}::uuid[]))`,
    )
    .prepare('chat_memberships_with_parties'),
);

/** A party's standing, with the default 'Allow messages from' of a user who never saved their settings. */
const toStanding = (row: Omit<WriteStanding, 'allowMessagesFrom'> & { allowMessagesFrom: WriteStanding['allowMessagesFrom'] | null }): WriteStanding => ({
  ...row,
  allowMessagesFrom: row.allowMessagesFrom ?? 'everyone',
});

export type MembershipToWrite = { sender: WriteStanding; recipient: WriteStanding; blockedBy: Set<string>; recipientAsksChatFee: boolean };

/**
 * Each caller's membership of a conversation with what a write checks of both parties, who of the two
 * blocked the other and whether the recipient asks a paid chat fee, in one query for all (what sending
 * a message needs first); in the order asked, undefined where the caller is not a member.
 */
export async function findMembershipsWithParties(db: Executor, asked: Array<{ conversationId: string; userId: string }>): Promise<Array<MembershipToWrite | undefined>> {
  const rows = await membershipsWithParties(db).execute({ conversationIds: asked.map((pair) => pair.conversationId), userIds: asked.map((pair) => pair.userId) });
  const found = new Map<string, MembershipToWrite>();
  for (const row of rows) {
    const { sender, recipient } = row;
    const blockedBy = new Set([...(row.blockedAt ? [sender.id] : []), ...(row.peerBlockedAt ? [recipient.id] : [])]);
    found.set(`${row.conversationId}:${row.userId}`, { sender: toStanding(sender), recipient: toStanding(recipient), blockedBy, recipientAsksChatFee: row.recipientAsksChatFee });
  }
  return asked.map((pair) => found.get(`${pair.conversationId}:${pair.userId}`));
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
