import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { releaseForms } from './schema.ts';

export type ReleaseFormRow = typeof releaseForms.$inferSelect;
export type NewReleaseForm = typeof releaseForms.$inferInsert;

export async function insertForm(db: Executor, form: NewReleaseForm): Promise<ReleaseFormRow> {
  const [row] = await db.insert(releaseForms).values(form).returning();
  return row!;
}

export const formsOfCreator = (db: Executor, creatorId: string) =>
  db.select().from(releaseForms).where(eq(releaseForms.creatorId, creatorId)).orderBy(desc(releaseForms.createdAt), desc(releaseForms.id));

export async function findByFormId(db: Executor, formId: string): Promise<ReleaseFormRow | undefined> {
  const [row] = await db.select().from(releaseForms).where(eq(releaseForms.formId, formId)).limit(1);
  return row;
}

type Signature = { legalName: string; dateOfBirth: string; signature: string };

/** Signs a form that is unsigned and not expired at `at`; undefined otherwise (one signature, even under concurrent submits). */
export async function signForm(db: Executor, formId: string, signer: Signature, at: Date): Promise<ReleaseFormRow | undefined> {
  const [row] = await db
    .update(releaseForms)
    .set({ signerLegalName: signer.legalName, signerDateOfBirth: signer.dateOfBirth, signature: signer.signature, signedAt: at })
    .where(and(eq(releaseForms.formId, formId), isNull(releaseForms.signedAt), gt(releaseForms.expiresAt, at)))
    .returning();
  return row;
}
