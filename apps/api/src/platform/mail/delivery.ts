import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { UnitOfWork } from '../db/transaction.ts';
import { insertDevMessage, listDevMessages } from './repo.ts';

export type OutgoingMessage =
  | { channel: 'email'; to: string; subject: string; text: string; html: string }
  | { channel: 'sms'; to: string; text: string };

type DeliveryOptions = { db: Database; logger: Logger; smtpUrl?: string; from: string };

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

/**
 * Mail and SMS. With an SMTP server, messages go out through nodemailer once the change they announce
 * has committed; without one, they are written to the dev mailbox in the change's own transaction.
 */
export function createDelivery({ db, logger, smtpUrl, from }: DeliveryOptions) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  async function sendWithRetries(message: Extract<OutgoingMessage, { channel: 'email' }>) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await transport!.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  /** Queues a message with the caller's transaction: nothing is delivered for a change that rolls back. */
  async function queue(unit: UnitOfWork, message: OutgoingMessage): Promise<void> {
    const to = message.to.trim().toLowerCase();
    if (!transport) {
      await insertDevMessage(unit.tx, {
        channel: message.channel,
        to,
        subject: message.channel === 'email' ? message.subject : null,
        text: message.text,
        html: message.channel === 'email' ? message.html : null,
      });
      return;
    }
    if (message.channel === 'sms') {
      unit.afterCommit(() => logger.warn({ to }, 'no SMS provider is configured; the SMS was not sent'));
      return;
    }
    // Not awaited: the answer must not wait for (or reveal, by its timing) a conversation with the SMTP server.
    unit.afterCommit(() => {
      void sendWithRetries({ ...message, to }).catch((error: unknown) => logger.error({ err: error, to }, 'mail could not be sent'));
    });
  }

  return {
    mode: transport ? ('smtp' as const) : ('dev-mailbox' as const),
    queue,
    /** The dev mailbox's messages, newest first; empty when mail goes out through SMTP. */
    devMessages: (query: { to?: string; limit: number }) => (transport ? Promise.resolve([]) : listDevMessages(db, query)),
    close: () => transport?.close(),
  };
}
export type Delivery = ReturnType<typeof createDelivery>;
