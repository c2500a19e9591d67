import type { IdDocumentType } from '@velvet/contracts';
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
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

/** The creator's form by its row id; undefined for another creator's. */
export async function findOwnForm(db: Executor, creatorId: string, id: string): Promise<ReleaseFormRow | undefined> {
  const [row] = await db.select().from(releaseForms).where(and(eq(releaseForms.id, id), eq(releaseForms.creatorId, creatorId))).limit(1);
  return row;
}

/** Records the ID document of a form still to sign (a new upload replaces the previous one); undefined otherwise. */
export async function attachIdDocument(db: Executor, formId: string, document: { key: string; type: IdDocumentType }, at: Date): Promise<ReleaseFormRow | undefined> {
  const [row] = await db
    .update(releaseForms)
    .set({ idDocumentKey: document.key, idDocumentType: document.type })
    .where(and(eq(releaseForms.formId, formId), isNull(releaseForms.signedAt), gt(releaseForms.expiresAt, at)))
    .returning();
  return row;
}

/** Signs a form that is unsigned, not expired at `at` and has its ID document; undefined otherwise (one signature, even under concurrent submits). */
export async function signForm(db: Executor, formId: string, signer: Signature, at: Date): Promise<ReleaseFormRow | undefined> {
  const [row] = await db
    .update(releaseForms)
    .set({ signerLegalName: signer.legalName, signerDateOfBirth: signer.dateOfBirth, signature: signer.signature, signedAt: at })
    .where(and(eq(releaseForms.formId, formId), isNull(releaseForms.signedAt), gt(releaseForms.expiresAt, at), isNotNull(releaseForms.idDocumentKey)))
    .returning();
  return row;
}
