import type { Promotion, PromotionAcceptInput, PromotionInput, ServiceRequest, Transaction } from '@velvet/contracts';
import { isRequestable, promotionAcceptSchema, promotionInputSchema, promotionMessages, promotionPrice, serviceMessages, toCents, toDollars } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { ChatService } from '../chat/service.ts';
import type { CheckoutService } from '../checkout/service.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import type { ServicesService } from '../services/service.ts';
import type { TransactionsService } from '../transactions/service.ts';
import type { RequestTrace } from './money.ts';
import * as repo from './repo.ts';

type PromotionsOptions = {
  db: Database;
  logger: Logger;
  checkout: CheckoutService;
  chat: Pick<ChatService, 'postInTransaction' | 'patchMetaInTransaction' | 'partyOf'>;
  services: Pick<ServicesService, 'byId'>;
  transactions: Pick<TransactionsService, 'findByKey' | 'present'>;
  /** The accepted request as the fan sees it (the requests service's own view). */
  presentRequest: (requestId: string, viewerId: string) => Promise<ServiceRequest | null>;
};

const DEFAULT_CALL_SECONDS = 60;

export const toPromotion = (row: repo.PromotionRow): Promotion => ({
  _id: row.id,
  creator_id: row.creatorId,
  fan_id: row.fanId,
  service_id: row.serviceId,
  type: row.type,
  price: toDollars(row.priceCents),
  duration: row.durationSeconds,
  request_note: row.note,
  status: row.status,
  request_id: row.requestId,
  message_id: row.messageId,
  created_at: row.createdAt.toISOString(),
});

/**
 * Promotion requests (spec section 4): a creator offers a service to a fan at the promotion price; the
 * message reads 'New' with Accept until the fan pays (the request is then written accepted, status 1)
 * or declines. The payment is an ordinary `ServiceRequest` purchase through the one checkout.
 */
export function createPromotionsService({ db, logger, checkout, chat, services, transactions, presentRequest }: PromotionsOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'promotion push failed'));

  async function send({ creatorId, input }: { creatorId: string; input: PromotionInput }): Promise<Promotion> {
    const values = promotionInputSchema.parse(input);
    const service = await services.byId(values.service_id);
    if (!service || !service.is_active || service.user_id !== creatorId) throw notFound(serviceMessages.notFound);
    if (!isRequestable(service.type)) throw new AppError('VALIDATION_FAILED', promotionMessages.noPrice, { fields: { service_id: promotionMessages.noPrice } });
    const fan = await chat.partyOf(values.target_user);
    if (!fan || fan.bannedAt) throw notFound(promotionMessages.fansOnly);
    if (fan.role !== 'USER') throw new AppError('VALIDATION_FAILED', promotionMessages.fansOnly, { fields: { target_user: promotionMessages.fansOnly } });
    const isCall = service.type === 'VOICE' || service.type === 'VIDEO';
    const duration = isCall ? (values.extra_data.duration ?? service.duration ?? DEFAULT_CALL_SECONDS) : null;
    const price = promotionPrice(service, { offered_amount: values.offered_amount, duration: duration ?? undefined });
    if (!(price > 0)) throw new AppError('VALIDATION_FAILED', promotionMessages.noPrice, { fields: { offered_amount: promotionMessages.noPrice } });
    const row = await run(async (unit) => {
      const promotion = await repo.insertPromotion(unit.tx, {
        creatorId,
        fanId: fan.id,
        serviceId: service._id,
        type: service.type as Promotion['type'],
        priceCents: toCents(price),
        durationSeconds: duration,
        note: values.request_note || null,
      });
      const message = await chat.postInTransaction(unit, {
        senderId: creatorId,
        recipientId: fan.id,
        text: values.request_note || `Promotion: ${service.name}`,
        kind: 'request',
        meta: {
          type: service.type as Promotion['type'],
          is_promotion: true,
          promotionId: promotion.id,
          serviceId: service._id,
          price: service.price,
          offered_amount: price,
          has_discount: service.has_discount,
          ...(duration !== null && { duration }),
          ...(values.request_note && { request_note: values.request_note }),
          request_icon: service.avatar,
          requestAccept: 'sent',
        },
      });
      return repo.updatePromotion(unit.tx, promotion.id, { messageId: message._id });
    });
    return toPromotion(row);
  }

  async function fanPromotion(fanId: string, id: string): Promise<repo.PromotionRow> {
    const row = await repo.findPromotion(db, id);
    if (!row || (row.fanId !== fanId && row.creatorId !== fanId)) throw notFound(promotionMessages.notFound);
    if (row.fanId !== fanId) throw forbidden(promotionMessages.notForYou);
    return row;
  }

  /** The fan accepts by paying the promotion price; a retry with the same key replays the payment. */
  async function accept({ fanId, id, idempotencyKey, input }: { fanId: string; id: string; idempotencyKey: string; input: PromotionAcceptInput }) {
    const payment = promotionAcceptSchema.parse(input);
    const row = await fanPromotion(fanId, id);
    const retried = await transactions.findByKey(db, fanId, idempotencyKey);
    if (!retried && row.status !== 'sent') throw new AppError('CONFLICT', promotionMessages.alreadyAnswered);
    const service = await services.byId(row.serviceId);
    if (!service) throw notFound(serviceMessages.notFound);
    const trace: RequestTrace = {
      entity: 'service-request',
      ref: row.serviceId,
      creator_id: row.creatorId,
      service_name: service.name,
      request_icon: service.avatar,
      has_discount: service.has_discount,
      type: row.type,
      price_cents: row.priceCents,
      duration_seconds: row.durationSeconds,
      note: row.note,
      rating_type: null,
      media: [],
      promotion_id: row.id,
    };
    const transaction: Transaction = await checkout.purchase({
      payerId: fanId,
      idempotencyKey,
      type: 'ServiceRequest',
      priceCents: row.priceCents,
      payee: { creatorId: row.creatorId },
      payment: { mode: payment.payment_mode, cardId: payment.tokenised_card_id },
      traceable: trace,
    });
    const now = (await repo.findPromotion(db, id))!;
    return { transaction, promotion: toPromotion(now), request: now.requestId ? await presentRequest(now.requestId, fanId) : null };
  }

  async function decline(fanId: string, id: string): Promise<Promotion> {
    await fanPromotion(fanId, id);
    const row = await run(async (unit) => {
      const locked = (await repo.lockPromotion(unit.tx, id))!;
      if (locked.status !== 'sent') throw new AppError('CONFLICT', promotionMessages.alreadyAnswered);
      if (locked.messageId) await chat.patchMetaInTransaction(unit, locked.messageId, { requestAccept: false });
      return repo.updatePromotion(unit.tx, id, { status: 'declined' });
    });
    return toPromotion(row);
  }

  return { send, accept, decline };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;
