import type { AdminReport, ReportedKind, ReportReceipt, ReportStatus, reportSchema } from '@velvet/contracts';
import { reportMessages, reportTypeLabels } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { AccountsService } from '../accounts/service.ts';
import type { ChannelsService } from '../channels/service.ts';
import type { Database } from '../platform/db/client.ts';
import { violatedUniqueIndex } from '../platform/db/errors.ts';
import { inTransaction } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { Delivery } from '../platform/mail/delivery.ts';
import type { PostsService } from '../posts/service.ts';
import type { StoriesService } from '../stories/service.ts';
import { reportResolvedEmail } from './emails.ts';
import { toAdminReport } from './mappers.ts';
import * as repo from './repo.ts';

type ReportsServiceOptions = {
  db: Database;
  logger: Logger;
  delivery: Delivery;
  accounts: AccountsService;
  posts: PostsService;
  stories: StoriesService;
  channels: ChannelsService;
};

const QUEUE_LIMIT = 200;

/** Reports: one per reporter and item, never of one's own content; operators resolve them and the reporter is mailed. */
export function createReportsService({ db, logger, delivery, accounts, posts, stories, channels }: ReportsServiceOptions) {
  /** Whose the reported item is, asked of its own domain; undefined when it does not exist. */
  async function ownerOf(kind: ReportedKind, id: string): Promise<string | undefined> {
    switch (kind) {
      case 'post':
        return (await posts.find(id))?.creatorId;
      case 'story':
        return (await stories.findLive(id))?.creatorId;
      case 'user':
        return (await accounts.userExists(id)) ? id : undefined;
      case 'channel':
        return (await channels.findChannel(id))?.creatorId;
    }
  }

  async function submit(reporterId: string, input: z.output<typeof reportSchema>): Promise<ReportReceipt> {
    const owner = await ownerOf(input.type, input.reported_id);
    if (!owner) throw notFound(reportMessages.notFound);
    if (owner === reporterId) throw new AppError('FORBIDDEN', reportMessages.ownContent);
    try {
      const row = await repo.insertReport(db, {
        reporterId,
        kind: input.type,
        reportedId: input.reported_id,
        reportedOwnerId: owner,
        reportType: input.report_type,
        description: input.description,
        originalLink: input.original_link,
        reportedLocation: input.reported_location ?? null,
      });
      return { _id: row.id, created_at: row.createdAt.toISOString() };
    } catch (error) {
      if (violatedUniqueIndex(error) === 'reports_one_per_reporter_item') throw new AppError('CONFLICT', reportMessages.alreadyReported);
      throw error;
    }
  }

  async function present(rows: repo.ReportRow[]): Promise<AdminReport[]> {
    const ids = new Set(rows.flatMap((row) => (row.reportedOwnerId ? [row.reporterId, row.reportedOwnerId] : [row.reporterId])));
    const users = await accounts.publicUsers([...ids]);
    return rows.map((row) => toAdminReport(row, new Map([...users].map(([id, user]) => [id, user.username]))));
  }

  const queue = async (status: ReportStatus) => present(await repo.reportsByStatus(db, status, QUEUE_LIMIT));

  /** The newest reports the user made, and of the user's profile or content (the admin user page). */
  async function ofUser(userId: string, limit: number): Promise<{ by: AdminReport[]; against: AdminReport[] }> {
    const [by, against] = await Promise.all([repo.reportsBy(db, userId, limit), repo.reportsAgainst(db, userId, limit)]);
    return { by: await present(by), against: await present(against) };
  }

  const countOpen = () => repo.countByStatus(db, 'open');

  /** Resolves an open report with the operator's note and mails the reporter, in one transaction. */
  async function resolve(reportId: string, adminId: string, note: string): Promise<AdminReport> {
    const row = await inTransaction(
      db,
      async (unit) => {
        const resolved = await repo.resolveReport(unit.tx, reportId, { note, resolvedBy: adminId });
        if (!resolved) {
          throw (await repo.findReport(unit.tx, reportId)) ? new AppError('CONFLICT', reportMessages.alreadyResolved) : notFound(reportMessages.reportNotFound);
        }
        const contact = await accounts.mailContact(resolved.reporterId, unit.tx);
        if (contact) await delivery.queue(unit, reportResolvedEmail({ ...contact, reportType: reportTypeLabels[resolved.reportType], note }));
        return resolved;
      },
      (error) => logger.error({ err: error, reportId }, 'a task after resolving a report failed'),
    );
    return (await present([row]))[0]!;
  }

  return { submit, queue, ofUser, countOpen, resolve };
}
export type ReportsService = ReturnType<typeof createReportsService>;
