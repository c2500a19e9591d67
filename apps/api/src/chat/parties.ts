import type { KycStatus, Role } from '@velvet/contracts';
import { inArray, eq } from 'drizzle-orm';
import { accountSettings } from '../accounts/settings-schema.ts';
import { users } from '../accounts/schema.ts';
import { creatorProfiles } from '../creators/schema.ts';
import type { Executor } from '../platform/db/client.ts';

/**
 * What a chat shows of its parties and the privacy it must respect, read in one query: the public
 * facts of the account, a creator's display name, and the 'Allow messages from' and 'Show when I am
 * online' settings and a creator's auto-message (defaults when the user never saved them). Read-only; the accounts domain owns them.
 */
export async function findParties(db: Executor, ids: string[]) {
  if (!ids.length) return new Map<string, Party>();
  const rows = await db
    .select({
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
    })
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        displayName: row.displayName ?? ([row.fName, row.lName].filter(Boolean).join(' ') || row.username),
        showOnlineStatus: row.showOnlineStatus ?? true,
        allowMessagesFrom: row.allowMessagesFrom ?? 'everyone',
        autoMessage: { enabled: row.autoMessageEnabled ?? false, text: row.autoMessageText ?? '' },
      },
    ]),
  );
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
