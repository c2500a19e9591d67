import type { MessageMeta, RequestLedgerEntry, ServiceRequest } from '@velvet/contracts';
import { REQUEST_EXPIRY_DAYS, toDollars } from '@velvet/contracts';
import type { TransactionRow } from '../transactions/repo.ts';
import type { RequestRow } from './repo.ts';

const DAY_MS = 86_400_000;

/** A request as the viewer (its fan or its creator) sees it; only the viewer's own call token is shown. */
export const toServiceRequest = (row: RequestRow, viewerId: string, serviceName: string): ServiceRequest => ({
  _id: row.id,
  type: row.type,
  status: row.status,
  fan_id: row.fanId,
  creator_id: row.creatorId,
  service_id: row.serviceId,
  service_name: serviceName,
  initial_price: toDollars(row.initialPriceCents),
  price: toDollars(row.priceCents),
  duration: row.durationSeconds,
  request_note: row.note,
  rating_type: row.ratingType,
  media: row.media,
  details: row.details,
  delivery_media: row.deliveryMedia,
  counter_offer_price: row.counterPriceCents === null ? null : toDollars(row.counterPriceCents),
  counter_description: row.counterDescription,
  counter_status: row.counterStatus,
  is_free_service: row.freeUse !== null,
  started_at: row.startedAt?.toISOString() ?? null,
  extra_data: { duration: row.durationSeconds },
  token: row.callTokens[viewerId] ? { [viewerId]: row.callTokens[viewerId] } : {},
  message_id: row.messageId,
  created_at: row.createdAt.toISOString(),
  expires_at: new Date(row.createdAt.getTime() + REQUEST_EXPIRY_DAYS * DAY_MS).toISOString(),
});

/** The meta of the fan's request message in the chat. */
export const requestMeta = (row: RequestRow, icon: string | null, hasDiscount: boolean): MessageMeta => ({
  type: row.type,
  price: toDollars(row.priceCents),
  offered_amount: toDollars(row.priceCents),
  has_discount: hasDiscount,
  ...(row.durationSeconds !== null && { duration: row.durationSeconds }),
  reqId: row.id,
  serviceId: row.serviceId,
  ...(row.note && { request_note: row.note }),
  request_icon: icon,
  requestAccept: 'sent',
});

export const toLedgerEntry = ({ payment, transaction }: { payment: { kind: 'request' | 'counter' }; transaction: TransactionRow }): RequestLedgerEntry => ({
  transaction_id: transaction.id,
  kind: payment.kind,
  status: transaction.status,
  amount: toDollars(transaction.amountCents),
  total_amount_with_tax: toDollars(transaction.totalCents),
  created_at: transaction.createdAt.toISOString(),
});
