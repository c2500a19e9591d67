import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { statement } from '../platform/db/statement.ts';
import { agencyCollaborations, agencyProfiles } from './schema.ts';

export type CollaborationRow = typeof agencyCollaborations.$inferSelect;
export type NewCollaboration = typeof agencyCollaborations.$inferInsert;
export type AgencyProfileRow = typeof agencyProfiles.$inferSelect;

export async function findProfile(db: Executor, userId: string): Promise<AgencyProfileRow | undefined> {
  const [row] = await db.select().from(agencyProfiles).where(eq(agencyProfiles.userId, userId));
  return row;
}

export const findProfiles = (db: Executor, userIds: string[]) =>
  userIds.length ? db.select().from(agencyProfiles).where(inArray(agencyProfiles.userId, userIds)) : Promise.resolve([]);

export async function upsertProfile(db: Executor, row: typeof agencyProfiles.$inferInsert): Promise<void> {
  await db.insert(agencyProfiles).values(row).onConflictDoUpdate({ target: agencyProfiles.userId, set: { agencyName: row.agencyName, contactName: row.contactName } });
}

/** Inserts an invitation; undefined when this agency already has one pending for the creator. */
export async function insertInvitation(db: Executor, row: NewCollaboration): Promise<CollaborationRow | undefined> {
  const [created] = await db
    .insert(agencyCollaborations)
    .values(row)
    .onConflictDoNothing({ target: [agencyCollaborations.agencyId, agencyCollaborations.creatorId], where: sql`${agencyCollaborations.status} = 'INACTIVE'` })
    .returning();
  return created;
}

/** The collaboration, locked for the transition that follows. */
export async function lockById(db: Executor, id: string): Promise<CollaborationRow | undefined> {
  const [row] = await db.select().from(agencyCollaborations).where(eq(agencyCollaborations.id, id)).for('update');
  return row;
}

export async function findById(db: Executor, id: string): Promise<CollaborationRow | undefined> {
  const [row] = await db.select().from(agencyCollaborations).where(eq(agencyCollaborations.id, id));
  return row;
}

export async function update(db: Executor, id: string, patch: Partial<NewCollaboration>): Promise<CollaborationRow> {
  const [row] = await db
    .update(agencyCollaborations)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(agencyCollaborations.id, id))
    .returning();
  return row!;
}

/** Everything the user is party to, as the creator or as the agency, newest first. */
export const listFor = (db: Executor, userId: string) =>
  db
    .select()
    .from(agencyCollaborations)
    .where(or(eq(agencyCollaborations.creatorId, userId), eq(agencyCollaborations.agencyId, userId)))
    .orderBy(desc(agencyCollaborations.createdAt))
    .limit(200);

/** The creator's active collaboration, if any (one at most: a unique partial index). */
export type ShareTermsRow = Pick<CollaborationRow, 'agencyId' | 'agencySharePercent' | 'messageAgencySharePercent' | 'isAllAgencyShare'>;

/**
 * The user's active share terms as one JSON value (null without an agency), for a statement that reads
 * the creator anyway (the purchase parties, in the accounts domain): a purchase then needs no read of its
 * own. `userId` is that statement's SQL for the user's id.
 */
export const activeShareTermsSql = (userId: string) =>
  `(SELECT json_build_object('agencyId', agency_id, 'agencySharePercent', agency_share_percent, 'messageAgencySharePercent', message_agency_share_percent,
      'isAllAgencyShare', is_all_agency_share) FROM agency_collaborations WHERE creator_id = ${userId} AND status = 'ACTIVE')`;

/** The terms of the creator's active agency collaboration, read on every sale of theirs: only what the share needs. */
const selectActiveShareTerms = statement<{ terms: ShareTermsRow | null }>('active_agency_share_terms', `SELECT ${activeShareTermsSql('$1::uuid')} AS terms`);

export async function findActiveShareTerms(db: Executor, creatorId: string): Promise<ShareTermsRow | undefined> {
  const [row] = await selectActiveShareTerms.run(db, [creatorId]);
  return row?.terms ?? undefined;
}

export async function findActiveForCreator(db: Executor, creatorId: string): Promise<CollaborationRow | undefined> {
  const [row] = await db
    .select()
    .from(agencyCollaborations)
    .where(and(eq(agencyCollaborations.creatorId, creatorId), eq(agencyCollaborations.status, 'ACTIVE')));
  return row;
}
