import type { createReleaseFormSchema, ExternalReleaseForm, ReleaseForm, signReleaseFormSchema } from '@velvet/contracts';
import { externalReleaseFormRoute, RELEASE_FORM_VALID_DAYS, releaseFormMessages } from '@velvet/contracts';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { Delivery } from '../platform/mail/delivery.ts';
import { releaseFormEmail } from './emails.ts';
import { statusOf, toExternalForm, toReleaseForm } from './mappers.ts';
import * as repo from './repo.ts';

type ReleaseFormsServiceOptions = { db: Database; logger: Logger; delivery: Delivery; accounts: AccountsService; webUrl: string };

const DAY_MS = 86_400_000;
const newFormId = () => randomBytes(16).toString('base64url');

/** Release-form links: made by creators, signed once by the external creator before they expire. */
export function createReleaseFormsService({ db, logger, delivery, accounts, webUrl }: ReleaseFormsServiceOptions) {
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

  async function sign(formId: string, input: z.output<typeof signReleaseFormSchema>): Promise<ExternalReleaseForm> {
    const signed = await repo.signForm(db, formId, { legalName: input.legal_name, dateOfBirth: input.date_of_birth, signature: input.signature }, new Date());
    if (!signed) {
      const row = await repo.findByFormId(db, formId);
      throw row?.signedAt ? new AppError('CONFLICT', releaseFormMessages.alreadySigned) : notFound(releaseFormMessages.notFound);
    }
    return toExternalForm(signed, await creatorName(signed.creatorId));
  }

  return { create, mine, external, sign };
}
export type ReleaseFormsService = ReturnType<typeof createReleaseFormsService>;
