import type { createReleaseFormSchema, ExternalReleaseForm, ReleaseForm, signReleaseFormSchema } from '@velvet/contracts';
import { externalReleaseFormRoute, idDocumentTypes, RELEASE_FORM_VALID_DAYS, releaseFormMessages } from '@velvet/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { Delivery } from '../platform/mail/delivery.ts';
import type { PrivateStorage } from '../platform/storage/private.ts';
import { releaseFormEmail } from './emails.ts';
import { sniffIdDocument } from './id-document.ts';
import { statusOf, toExternalForm, toReleaseForm } from './mappers.ts';
import * as repo from './repo.ts';

type ReleaseFormsServiceOptions = { db: Database; logger: Logger; delivery: Delivery; accounts: AccountsService; privateStorage: PrivateStorage; webUrl: string };

const DAY_MS = 86_400_000;
const newFormId = () => randomBytes(16).toString('base64url');

/** Release-form links: made by creators, signed once by the external creator before they expire. */
export function createReleaseFormsService({ db, logger, delivery, accounts, privateStorage, webUrl }: ReleaseFormsServiceOptions) {
  const linkOf = (formId: string) => new URL(externalReleaseFormRoute(formId), webUrl).toString();
  const creatorName = async (creatorId: string) => (await accounts.publicUsers([creatorId])).get(creatorId)?.username ?? '';

  async function mine(creatorId: string): Promise<ReleaseForm[]> {
    const at = new Date();
    return (await repo.formsOfCreator(db, creatorId)).map((row) => toReleaseForm(row, at));
  }

  /** Makes a link and, with an email, mails it in the same transaction; answers the creator's whole list. */
  async function create(creatorId: string, input: z.output<typeof createReleaseFormSchema>): Promise<ReleaseForm[]> {
    const username = input.email ? await creatorName(creatorId) : '';
    await inTransaction(
      db,
      async (unit) => {
        const row = await repo.insertForm(unit.tx, {
          creatorId,
          formId: newFormId(),
          friendlyName: input.friendly_name,
          email: input.email || null,
          expiresAt: new Date(Date.now() + RELEASE_FORM_VALID_DAYS * DAY_MS),
        });
        if (input.email) await delivery.queue(unit, releaseFormEmail({ to: input.email, creator: username, link: linkOf(row.formId) }));
      },
      (error) => logger.error({ err: error, creatorId }, 'a task after creating a release form failed'),
    );
    return mine(creatorId);
  }

  /** The form as the external person sees it; an unknown or expired unsigned link is not found. */
  async function external(formId: string): Promise<ExternalReleaseForm> {
    const row = await repo.findByFormId(db, formId);
    if (!row || statusOf(row, new Date()) === 'Expired') throw notFound(releaseFormMessages.notFound);
    return toExternalForm(row, await creatorName(row.creatorId));
  }

  /** Why a form could not take a document or a signature. */
  async function refusal(formId: string): Promise<AppError> {
    const row = await repo.findByFormId(db, formId);
    if (row?.signedAt) return new AppError('CONFLICT', releaseFormMessages.alreadySigned);
    if (!row || statusOf(row, new Date()) === 'Expired') return notFound(releaseFormMessages.notFound);
    return new AppError('VALIDATION_FAILED', releaseFormMessages.idDocumentRequired, { fields: { id_document: releaseFormMessages.idDocumentRequired } });
  }

  /** Stores the signer's ID document (JPG, PNG or PDF by its bytes) in the private storage, then records it on the form. */
  async function attachIdDocument(formId: string, body: Buffer): Promise<ExternalReleaseForm> {
    const type = sniffIdDocument(body);
    if (!type) throw new AppError('VALIDATION_FAILED', releaseFormMessages.idDocumentType, { fields: { file: releaseFormMessages.idDocumentType } });
    const form = await repo.findByFormId(db, formId);
    if (!form || form.signedAt || statusOf(form, new Date()) === 'Expired') throw await refusal(formId);
    const key = `release-forms/${form.id}/${randomUUID()}.${idDocumentTypes[type]}`;
    await privateStorage.put({ key, source: body, contentType: type });
    const row = await repo.attachIdDocument(db, formId, { key, type }, new Date());
    if (!row) throw await refusal(formId);
    return toExternalForm(row, await creatorName(row.creatorId));
  }

  /** The signer's ID document, for the form's creator only. */
  async function idDocument(creatorId: string, id: string) {
    const row = await repo.findOwnForm(db, creatorId, id);
    if (!row?.idDocumentKey || !row.idDocumentType) throw notFound(releaseFormMessages.notFound);
    return { body: await privateStorage.read(row.idDocumentKey), type: row.idDocumentType };
  }

  async function sign(formId: string, input: z.output<typeof signReleaseFormSchema>): Promise<ExternalReleaseForm> {
    const signed = await repo.signForm(db, formId, { legalName: input.legal_name, dateOfBirth: input.date_of_birth, signature: input.signature }, new Date());
    if (!signed) throw await refusal(formId);
    return toExternalForm(signed, await creatorName(signed.creatorId));
  }

  return { create, mine, external, attachIdDocument, idDocument, sign };
}
export type ReleaseFormsService = ReturnType<typeof createReleaseFormsService>;
