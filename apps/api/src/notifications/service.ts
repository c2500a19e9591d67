import type { ListNotificationsQuery, Notification, NotificationData, NotificationPage, NotificationType, ReadUnreadCounts } from '@velvet/contracts';
import { socketEvents } from '@velvet/contracts';
import type { Database } from '../platform/db/client.ts';
import type { BoundStatement } from '../platform/db/statement.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import type { RealtimeHub } from '../platform/realtime/hub.ts';
import type { Logger } from 'pino';
import { mapNotification } from './mappers.ts';
import type { PushService } from './push/service.ts';
import * as repo from './repo.ts';

type NotificationsServiceOptions = { db: Database; hub: RealtimeHub; logger: Logger; push: Pick<PushService, 'deliver'> };

export type NotifyInput = { userId: string; type: NotificationType; message: string; data?: NotificationData };

const withData = ({ data = {}, ...input }: NotifyInput) => ({ ...input, data });

type ListQuery = Omit<ListNotificationsQuery, 'seen' | 'limit'> & { seen?: boolean; limit: number };

export function createNotificationsService({ db, hub, logger, push }: NotificationsServiceOptions) {
  const pushedListeners: Array<(types: NotificationType[]) => void> = [];

  /**
   * Stores the notifications in the caller's transaction (one insert) and pushes them once that
   * transaction commits, so a notification is announced only for a change that happened: to the
   * user's sockets, and by Web Push to the browsers they opted in.
   */
  async function notifyAll(unit: UnitOfWork, inputs: NotifyInput[]) {
    return pushAfterCommit(unit, await repo.insertNotifications(unit.tx, inputs.map(withData)));
  }

  /**
   * notifyAll for a caller that runs the insert itself, inside another statement of its transaction
   * (one round trip for both), at the time it gives: `written` pushes them after commit as notifyAll does.
   */
  function notifyAllAlongside(inputs: NotifyInput[], createdAt: Date): { insert: BoundStatement; written: (unit: UnitOfWork) => Notification[] } {
    const { insert, rows } = repo.notificationsInsert(inputs.map(withData), createdAt);
    return { insert, written: (unit) => pushAfterCommit(unit, rows) };
  }

  function pushAfterCommit(unit: UnitOfWork, rows: repo.NotificationRow[]): Notification[] {
    const sent = rows.map((row) => ({ userId: row.userId, notification: mapNotification(row) }));
    unit.afterCommit(() => {
      for (const { userId, notification } of sent) hub.emitToUser(userId, socketEvents.notification, notification);
      push.deliver(sent);
      for (const listener of pushedListeners) listener(sent.map(({ notification }) => notification.type));
    });
    return sent.map(({ notification }) => notification);
  }

  const notify = async (unit: UnitOfWork, input: NotifyInput) => (await notifyAll(unit, [input]))[0]!;

  /** For callers with no transaction of their own. */
  const notifyNow = (input: NotifyInput) =>
    inTransaction(db, (unit) => notify(unit, input), (error) => logger.error({ err: error }, 'notification push failed'));

  async function list(userId: string, query: ListQuery): Promise<NotificationPage> {
    const rows = await repo.listPage(db, { userId, query });
    const last = rows.at(-1);
    const next = last && rows.length === query.limit ? { d: last.createdAt.toISOString(), t: last.id } : null;
    return { items: rows.map(mapNotification), next };
  }

  const counts = (userId: string): Promise<ReadUnreadCounts> => repo.countReadUnread(db, userId);

  const acknowledge = (userId: string, ids?: string[]) => repo.acknowledge(db, { userId, ids });

  /** Hears the types of every batch pushed (metrics). */
  const onPushed = (listener: (types: NotificationType[]) => void) => void pushedListeners.push(listener);

  return { notify, notifyAll, notifyAllAlongside, notifyNow, list, counts, acknowledge, onPushed };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
