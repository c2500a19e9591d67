import type { ReadyService, Service, ServiceInput, ServiceValues } from '@velvet/contracts';
import { isCallService, toCents, toDollars } from '@velvet/contracts';
import type { ChatFeePurchaseRow, NewService, ServiceRow } from './repo.ts';

export function toService(row: ServiceRow): Service {
  return {
    _id: row.id,
    user_id: row.creatorId,
    type: row.type,
    name: row.name,
    includes: row.includes,
    note: row.note,
    avatar: row.avatar,
    duration: row.durationSeconds,
    service_type: row.serviceType,
    chat_fee_type: row.chatFeeType,
    is_active: row.isActive,
    is_default: row.isDefault,
    modified: row.modified,
    fixed_price: row.fixedPrice,
    price: toDollars(row.priceCents),
    min_price: row.minPriceCents === null ? null : toDollars(row.minPriceCents),
    has_discount: row.hasDiscount,
    discount: row.hasDiscount && row.discountCents !== null && row.discountExpiresOn ? { discount_value: toDollars(row.discountCents), expires_on: row.discountExpiresOn } : null,
    unit: row.unit,
    unit_type: isCallService(row.type) ? 'Minute' : 'Turn',
    amount_of_messages: row.amountOfMessages,
    created_at: row.createdAt.toISOString(),
  };
}

/** The stored service as the schema's input, so an edit can be checked as the whole service it makes. */
export function toInput(row: ServiceRow): ServiceInput {
  const service = toService(row);
  return {
    type: service.type,
    name: service.name,
    includes: service.includes ?? undefined,
    note: service.note ?? undefined,
    avatar: service.avatar,
    service_type: service.service_type,
    chat_fee_type: service.chat_fee_type,
    duration: service.duration,
    fixed_price: service.fixed_price,
    price: service.fixed_price ? service.price : null,
    min_price: service.min_price,
    has_discount: service.has_discount,
    discount: service.discount,
    unit: service.unit,
    amount_of_messages: service.amount_of_messages,
    is_active: service.is_active,
  };
}

/** Checked values as columns; a Free chat fee costs nothing. */
export function toColumns(values: ServiceValues): Omit<NewService, 'creatorId'> {
  return {
    type: values.type,
    name: values.name,
    includes: values.includes,
    note: values.note,
    avatar: values.avatar,
    durationSeconds: values.duration,
    serviceType: values.service_type,
    chatFeeType: values.chat_fee_type,
    isActive: values.is_active,
    fixedPrice: values.fixed_price,
    priceCents: values.chat_fee_type === 'Free' || values.price === null ? 0 : toCents(values.price),
    minPriceCents: values.min_price === null ? null : toCents(values.min_price),
    hasDiscount: values.has_discount,
    discountCents: values.discount?.discount_value == null ? null : toCents(values.discount.discount_value),
    discountExpiresOn: values.discount?.expires_on ?? null,
    unit: values.unit,
    amountOfMessages: values.amount_of_messages,
  };
}

export function toReadyService({ purchase, service }: { purchase: ChatFeePurchaseRow; service: ServiceRow }): ReadyService {
  return {
    purchase_id: purchase.id,
    service: toService(service),
    bought_at: purchase.boughtAt.toISOString(),
    expires_at: purchase.expiresAt?.toISOString() ?? null,
    available_message: purchase.availableMessages,
  };
}
