import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { phoneVerifications, users } from './schema.ts';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

type InsertPhoneVerification = { id: string; userId: string; phone: string; codeHash: string; expiresAt: Date };

export async function insertPhoneVerification(db: Executor, row: InsertPhoneVerification): Promise<void> {
  await db.insert(phoneVerifications).values(row);
}

export async function latestPhoneVerification(db: Executor, userId: string): Promise<Pick<PhoneVerificationRow, 'createdAt'> | undefined> {
  const [row] = await db
    .select({ createdAt: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return row;
}

/** The user's verification, locked until the transaction ends so one code is checked (and used) once. */
export async function lockPhoneVerification(db: Executor, id: string, userId: string): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.id, id), eq(phoneVerifications.userId, userId)))
    .for('update')
    .limit(1);
  return row;
}

export async function countWrongPhoneCode(db: Executor, id: string): Promise<void> {
  await db.update(phoneVerifications).set({ attempts: sql`${phoneVerifications.attempts} + 1` }).where(eq(phoneVerifications.id, id));
}

export async function consumePhoneVerification(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(phoneVerifications).set({ consumedAt: at }).where(eq(phoneVerifications.id, id));
}

type ProfileUpdate = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'country'
    | 'dob'
    | 'phoneNumber'
    | 'phoneCountryCode'
    | 'phoneVerifiedAt'
    | 'gender'
    | 'genderPreference'
    | 'kinks'
    | 'lifestyleTopics'
    | 'avatar'
    | 'background'
    | 'profileCompletedAt'
    | 'fName'
    | 'lName'
  >
>;

export async function updateProfile(db: Executor, userId: string, update: ProfileUpdate): Promise<void> {
  await db.update(users).set(update).where(eq(users.id, userId));
}
