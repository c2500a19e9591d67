import type { Event, EventInput, EventPatch, PaymentMethod, Ticket, TicketPurchase } from '@velvet/contracts';
import { EVENT_REMINDER_MINUTES, TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH, eventInputSchema, eventMessages, formatUsd, toCents, toDollars } from '@velvet/contracts';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Logger } from 'pino';
import type { AccountsService } from '../accounts/service.ts';
import type { ChannelsService } from '../channels/service.ts';
import type { CheckoutService } from '../checkout/service.ts';
import { isListMember, isOwnList } from '../lists/index.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import type { Delivery } from '../platform/mail/delivery.ts';
import { entitledChannelIds, isEntitledToChannel } from '../subscriptions/access.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import { eventReminderEmail } from './emails.ts';
import { mapEvent, mapTicket, type UserRef } from './mappers.ts';
import * as repo from './repo.ts';

type EventsServiceOptions = {
  db: Database;
  logger: Logger;
  accounts: Pick<AccountsService, 'publicUsers' | 'mailContact'>;
  channels: Pick<ChannelsService, 'findChannel'>;
  checkout: CheckoutService;
  notifications: Pick<NotificationsService, 'notifyAll'>;
  delivery: Pick<Delivery, 'queue'>;
  isOwnUpload: (url: string, userId: string) => boolean;
  webUrl: string;
};

/** What a Ticket transaction remembers, so a late settlement issues exactly the ticket that was bought. */
type TicketTrace = { entity: 'event'; ref: string; title: string; code: string };
const traceOf = (transaction: TransactionRow) => transaction.traceable as TicketTrace;

export function newTicketCode(): string {
  const bytes = randomBytes(TICKET_CODE_LENGTH);
  return Array.from(bytes, (byte) => TICKET_CODE_ALPHABET[byte % TICKET_CODE_ALPHABET.length]).join('');
}

const LIST_LIMIT = 50;

/** The ticket's code as a QR picture the creator's camera reads at the door (drawn here, so the web app carries no QR code library). */
const qrOf = async (code: string) => `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })).toString('base64')}`;
const REFUND_REASON = 'Event cancelled by the creator';

type Viewer = { id: string } | null;
type BuyOptions = { payerId: string; eventId: string; idempotencyKey: string; input: { payment_mode: PaymentMethod; tokenised_card_id?: string } };

/**
 * Events and their tickets. A paid ticket is a `Ticket` purchase of the one checkout: its seat is taken in
 * the transaction that records the purchase (so capacity holds under any number of concurrent buyers),
 * given back once if the payment fails, and the ticket is refunded through the checkout when the event is
 * cancelled (once per purchase, however often the cancellation is retried).
 */
export function createEventsService(options: EventsServiceOptions) {
  const { db, logger, accounts, channels, checkout, notifications, delivery, isOwnUpload, webUrl } = options;
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'after-commit task of an event failed'));

  async function reserve(unit: UnitOfWork, transaction: TransactionRow) {
    const trace = traceOf(transaction);
    if (!(await repo.takeSeat(unit.tx, trace.ref))) throw new AppError('CONFLICT', eventMessages.soldOut);
    const ticket = await repo.insertTicket(unit.tx, { eventId: trace.ref, holderId: transaction.payerId, transactionId: transaction.id, code: trace.code, status: 'pending' });
    if (!ticket) throw new AppError('CONFLICT', eventMessages.alreadyHaveTicket);
  }

  async function release(unit: UnitOfWork, transaction: TransactionRow) {
    const ticket = await repo.moveTicket(unit.tx, { transactionId: transaction.id, from: ['pending'], to: 'released' });
    if (ticket) await repo.giveSeat(unit.tx, ticket.eventId);
  }

  async function fulfil(unit: UnitOfWork, transaction: TransactionRow) {
    await repo.moveTicket(unit.tx, { transactionId: transaction.id, from: ['pending'], to: 'valid' });
  }

  async function revoke(unit: UnitOfWork, transaction: TransactionRow) {
    const ticket = await repo.moveTicket(unit.tx, { transactionId: transaction.id, from: ['pending', 'valid'], to: 'refunded' });
    if (ticket) await repo.giveSeat(unit.tx, ticket.eventId);
  }

  checkout.registerKind('Ticket', {
    notificationType: 'Ticket-Purchase',
    describe: (transaction, names) => ({
      payer: eventMessages.ticketBought,
      recipient: `${names.payer} bought a ticket to ${traceOf(transaction).title} for ${formatUsd(toDollars(transaction.amountCents))}`,
    }),
    reserve,
    release,
    fulfil,
    revoke,
  });

  async function usersOf(ids: string[]): Promise<Map<string, UserRef>> {
    const rows = await accounts.publicUsers([...new Set(ids)]);
    return new Map([...rows.values()].map((user) => [user.id, { _id: user.id, username: user.username, avatar: user.avatar }]));
  }

  /** Whether a viewer is in the event's audience: everyone, the live subscribers of its channel, or its list's members. */
  async function inAudience(viewer: Viewer, event: repo.EventRow): Promise<boolean> {
    if (viewer?.id === event.creatorId) return true;
    if (event.audience === 'everyone') return true;
    if (!viewer) return false;
    if (event.audience === 'subscribers') return Boolean(event.channelId) && (await isEntitledToChannel(db, viewer.id, event.channelId!));
    return Boolean(event.listId) && (await isListMember(db, { creatorId: event.creatorId, listId: event.listId!, userId: viewer.id }));
  }

  async function present(viewer: Viewer, rows: repo.EventRow[]): Promise<Event[]> {
    const [creators, tickets] = await Promise.all([
      usersOf(rows.map((row) => row.creatorId)),
      viewer ? repo.validTicketIdsOf(db, rows.map((row) => row.id), viewer.id) : new Map<string, string>(),
    ]);
    return Promise.all(
      rows.map(async (row) =>
        mapEvent(row, creators.get(row.creatorId), { isOwner: viewer?.id === row.creatorId, canAttend: await inAudience(viewer, row), ticketId: tickets.get(row.id) ?? null }),
      ),
    );
  }

  async function ownEvent(creatorId: string, eventId: string): Promise<repo.EventRow> {
    const event = await repo.findEvent(db, eventId);
    if (!event) throw notFound(eventMessages.notFound);
    if (event.creatorId !== creatorId) throw forbidden(eventMessages.notOwner);
    return event;
  }

  /** The audience's channel and list must be the creator's own; a new cover must be the creator's upload. */
  async function checkReferences(creatorId: string, input: ReturnType<typeof eventInputSchema.parse>, keptCover: string | null = null) {
    if (input.audience === 'subscribers') {
      const channel = await channels.findChannel(input.channel_id!);
      if (!channel || channel.creatorId !== creatorId) throw new AppError('VALIDATION_FAILED', eventMessages.channelNotFound, { fields: { channel_id: eventMessages.channelNotFound } });
    }
    if (input.audience === 'list' && !(await isOwnList(db, creatorId, input.list_id!))) {
      throw new AppError('VALIDATION_FAILED', eventMessages.listNotFound, { fields: { list_id: eventMessages.listNotFound } });
    }
    if (input.cover && input.cover !== keptCover && !isOwnUpload(input.cover, creatorId)) {
      throw new AppError('VALIDATION_FAILED', eventMessages.coverNotUploaded, { fields: { cover: eventMessages.coverNotUploaded } });
    }
  }

  const columnsOf = (input: ReturnType<typeof eventInputSchema.parse>) => ({
    title: input.title,
    description: input.description,
    cover: input.cover,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    timeZone: input.time_zone,
    mode: input.mode,
    location: input.mode === 'in_person' ? input.location : null,
    capacity: input.capacity,
    priceCents: toCents(input.price),
    audience: input.audience,
    channelId: input.audience === 'subscribers' ? input.channel_id : null,
    listId: input.audience === 'list' ? input.list_id : null,
  });

  async function create(creatorId: string, given: EventInput): Promise<Event> {
    const input = eventInputSchema.parse(given);
    if (Date.parse(input.starts_at) <= Date.now()) throw new AppError('VALIDATION_FAILED', eventMessages.startInFuture, { fields: { starts_at: eventMessages.startInFuture } });
    await checkReferences(creatorId, input);
    const row = await repo.insertEvent(db, { creatorId, ...columnsOf(input) });
    return (await present({ id: creatorId }, [row]))[0]!;
  }

  async function update(creatorId: string, eventId: string, patch: EventPatch): Promise<Event> {
    const row = await run(async (unit) => {
      const event = await repo.lockEvent(unit.tx, eventId);
      if (!event) throw notFound(eventMessages.notFound);
      if (event.creatorId !== creatorId) throw forbidden(eventMessages.notOwner);
      if (event.status === 'cancelled') throw new AppError('CONFLICT', eventMessages.cancelled);
      const current = {
        title: event.title,
        description: event.description,
        cover: event.cover,
        starts_at: event.startsAt.toISOString(),
        ends_at: event.endsAt.toISOString(),
        time_zone: event.timeZone,
        mode: event.mode,
        location: event.location,
        capacity: event.capacity,
        price: toDollars(event.priceCents),
        audience: event.audience,
        channel_id: event.channelId,
        list_id: event.listId,
      };
      const checked = eventInputSchema.safeParse({ ...current, ...patch });
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        throw new AppError('VALIDATION_FAILED', issue.message, { fields: { [String(issue.path[0] ?? 'event')]: issue.message } });
      }
      if (checked.data.capacity < event.seatsTaken) {
        const message = eventMessages.capacityBelowSold(event.seatsTaken);
        throw new AppError('VALIDATION_FAILED', message, { fields: { capacity: message } });
      }
      if (patch.starts_at && patch.starts_at !== current.starts_at && Date.parse(checked.data.starts_at) <= Date.now()) {
        throw new AppError('VALIDATION_FAILED', eventMessages.startInFuture, { fields: { starts_at: eventMessages.startInFuture } });
      }
      await checkReferences(creatorId, checked.data, event.cover);
      const moved = checked.data.starts_at !== current.starts_at;
      return repo.updateEvent(unit.tx, eventId, { ...columnsOf(checked.data), ...(moved && { remindedAt: null }) });
    });
    return (await present({ id: creatorId }, [row]))[0]!;
  }

  /**
   * Refunds every paid ticket of a cancelled event through the checkout. Each refund moves its purchase
   * from Completed to Refunded once, so running this again (a retried cancel, the sweep job) refunds nothing twice.
   */
  async function refundTickets(eventId: string): Promise<number> {
    let refunded = 0;
    for (const transactionId of await repo.paidValidTicketsOf(db, eventId)) {
      try {
        await checkout.refund(transactionId, REFUND_REASON);
        refunded += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
        logger.warn({ err: error, eventId, transactionId }, 'ticket of a cancelled event not refunded');
      }
    }
    return refunded;
  }

  /** Cancels the creator's event and refunds its tickets; a retried cancellation finishes what an earlier one left. */
  async function cancel(creatorId: string, eventId: string): Promise<Event> {
    await ownEvent(creatorId, eventId);
    await repo.markCancelled(db, eventId);
    await refundTickets(eventId);
    const row = await repo.findEvent(db, eventId);
    return (await present({ id: creatorId }, [row!]))[0]!;
  }

  async function get(viewer: Viewer, eventId: string): Promise<Event> {
    const row = await repo.findEvent(db, eventId);
    if (!row) throw notFound(eventMessages.notFound);
    return (await present(viewer, [row]))[0]!;
  }

  /** Upcoming (or past) scheduled events of a creator or of a channel. */
  async function list(viewer: Viewer, query: { creator_id?: string; channel_id?: string; past?: 'true' | 'false' }): Promise<Event[]> {
    const rows = await repo.listEvents(db, {
      creatorIds: query.creator_id ? [query.creator_id] : undefined,
      channelId: query.channel_id,
      past: query.past === 'true',
      limit: LIST_LIMIT,
    });
    return present(viewer, rows);
  }

  /** The fan's feed of events: upcoming events of the creators whose channels the fan subscribes to. */
  async function feed(fanId: string): Promise<Event[]> {
    const channelIds = await entitledChannelIds(db, fanId);
    const found = await Promise.all(channelIds.map((id) => channels.findChannel(id)));
    const creatorIds = [...new Set(found.flatMap((channel) => (channel ? [channel.creatorId] : [])))];
    return present({ id: fanId }, await repo.listEvents(db, { creatorIds, limit: LIST_LIMIT }));
  }

  async function ticketAnswer(holderId: string, ticket: repo.TicketRow | undefined): Promise<Ticket | null> {
    if (!ticket || ticket.status !== 'valid') return null;
    const event = await repo.findEvent(db, ticket.eventId);
    return mapTicket(ticket, event!, (await usersOf([holderId])).get(holderId), await qrOf(ticket.code));
  }

  /**
   * `POST /api/events/{id}/tickets` (and its v2 variant, paid on the hosted wallet's page): one seat for a
   * fan in the event's audience. A free ticket is issued at once; a paid one is a `Ticket` purchase of the
   * checkout (idempotent on its key), its seat held while the payment is open.
   */
  async function buy({ payerId, eventId, idempotencyKey, input }: BuyOptions): Promise<TicketPurchase> {
    const event = await repo.findEvent(db, eventId);
    if (!event) throw notFound(eventMessages.notFound);
    if (event.creatorId === payerId) throw new AppError('VALIDATION_FAILED', eventMessages.ownEvent);
    if (!(await inAudience({ id: payerId }, event))) throw forbidden(eventMessages.notInAudience);
    if (event.priceCents === 0) return buyFree(payerId, event);
    if (event.status === 'cancelled') throw new AppError('CONFLICT', eventMessages.cancelled);
    const transaction = await checkout.purchase({
      payerId,
      idempotencyKey,
      type: 'Ticket',
      priceCents: event.priceCents,
      payee: { creatorId: event.creatorId },
      payment: { mode: input.payment_mode, cardId: input.tokenised_card_id },
      traceable: { entity: 'event', ref: event.id, title: event.title, code: newTicketCode() } satisfies TicketTrace,
    });
    const ticket = await repo.ticketOfTransaction(db, transaction._id);
    return { ticket: await ticketAnswer(payerId, ticket), transaction };
  }

  /** A free ticket: the seat and the ticket in one transaction; asking again answers the ticket already held. */
  async function buyFree(payerId: string, event: repo.EventRow): Promise<TicketPurchase> {
    const held = await repo.liveTicketOf(db, event.id, payerId);
    if (held) return { ticket: await ticketAnswer(payerId, held), transaction: null };
    if (event.status === 'cancelled') throw new AppError('CONFLICT', eventMessages.cancelled);
    const ticket = await run(async (unit) => {
      if (!(await repo.takeSeat(unit.tx, event.id))) throw new AppError('CONFLICT', eventMessages.soldOut);
      const created = await repo.insertTicket(unit.tx, { eventId: event.id, holderId: payerId, code: newTicketCode(), status: 'valid' });
      if (!created) throw new AppError('CONFLICT', eventMessages.alreadyHaveTicket);
      return created;
    });
    return { ticket: await ticketAnswer(payerId, ticket), transaction: null };
  }

  /** The signed-in user's tickets (valid and refunded), newest first. */
  async function myTickets(holderId: string): Promise<Ticket[]> {
    const rows = await repo.ticketsOfHolder(db, holderId);
    const holder = (await usersOf([holderId])).get(holderId);
    return Promise.all(rows.map(async ({ ticket, event }) => mapTicket(ticket, event, holder, ticket.status === 'valid' ? await qrOf(ticket.code) : null)));
  }

  /** The creator's attendee list. */
  async function ticketsOf(creatorId: string, eventId: string): Promise<Ticket[]> {
    const event = await ownEvent(creatorId, eventId);
    const rows = await repo.ticketsOfEvent(db, eventId);
    const holders = await usersOf(rows.map((row) => row.holderId));
    return rows.map((row) => mapTicket(row, event, holders.get(row.holderId)));
  }

  /** Checks a ticket in by its code, exactly once; the creator scans the QR or types the code. */
  async function checkIn(creatorId: string, eventId: string, code: string): Promise<Ticket> {
    const event = await ownEvent(creatorId, eventId);
    if (event.status === 'cancelled') throw new AppError('CONFLICT', eventMessages.cancelled);
    const ticket = await repo.checkIn(db, eventId, code);
    if (!ticket) {
      const found = await repo.findTicketByCode(db, code);
      if (found && found.eventId !== eventId) throw notFound(eventMessages.otherEvent);
      if (found?.status === 'valid' && found.checkedInAt) throw new AppError('CONFLICT', eventMessages.alreadyCheckedIn);
      throw notFound(eventMessages.ticketNotFound);
    }
    return mapTicket(ticket, event, (await usersOf([ticket.holderId])).get(ticket.holderId));
  }

  /** The ids of the upcoming events anyone may see, for the sitemap. */
  const publicUpcomingIds = (limit: number) => repo.publicUpcomingEventIds(db, limit);

  /** Whether a user may enter the event's room: its creator, or a holder of a valid ticket. */
  async function roomAccess(userId: string, eventId: string): Promise<{ event: repo.EventRow; isHost: boolean } | null> {
    const event = await repo.findEvent(db, eventId);
    if (!event || event.status !== 'scheduled') return null;
    if (event.creatorId === userId) return { event, isHost: true };
    const ticket = await repo.liveTicketOf(db, eventId, userId);
    return ticket?.status === 'valid' ? { event, isHost: false } : null;
  }

  /**
   * Job: reminds every ticket holder, by notification and mail, of events starting within the hour. Each
   * event is claimed by the update that marks it reminded, in the transaction that writes the reminders.
   */
  async function remindDue(at = new Date()): Promise<number> {
    return run(async (unit) => {
      const due = await repo.claimDueReminders(unit.tx, at, EVENT_REMINDER_MINUTES * 60_000);
      let sent = 0;
      for (const event of due) {
        const holderIds = await repo.validHolderIdsOf(unit.tx, event.id);
        const message = `${event.title} starts at ${event.startsAt.toISOString()}`;
        await notifications.notifyAll(unit, holderIds.map((userId) => ({ userId, type: 'Event-Reminder' as const, message, data: { status: 'success' as const, success: true, event_id: event.id } })));
        for (const holderId of holderIds) {
          const contact = await accounts.mailContact(holderId, unit.tx);
          if (contact) await delivery.queue(unit, eventReminderEmail({ ...contact, title: event.title, startsAt: event.startsAt, timeZone: event.timeZone, url: `${webUrl}/events/${event.id}` }));
        }
        sent += holderIds.length;
      }
      return sent;
    });
  }

  /** Job: finishes the refunds of cancelled events (a cancellation cut short, a payment settled after it). */
  async function refundCancelled(): Promise<number> {
    let refunded = 0;
    for (const eventId of await repo.cancelledWithPaidTickets(db, 100)) refunded += await refundTickets(eventId);
    return refunded;
  }

  return { create, update, cancel, get, list, feed, buy, myTickets, ticketsOf, checkIn, roomAccess, remindDue, refundCancelled, publicUpcomingIds };
}
export type EventsService = ReturnType<typeof createEventsService>;
