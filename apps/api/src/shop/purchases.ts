import type { BuyProductV2Input, PaymentMethod, Transaction } from '@velvet/contracts';
import { addressMessages, formatUsd, shopMessages, toDollars } from '@velvet/contracts';
import type { AddressesService } from '../addresses/service.ts';
import type { CheckoutService } from '../checkout/service.ts';
import type { Database } from '../platform/db/client.ts';
import type { UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, notFound } from '../platform/errors.ts';
import type { TransactionRow } from '../transactions/repo.ts';
import * as repo from './repo.ts';
import type { OrderAddress } from './schema.ts';

/** What a ProductSell transaction remembers, so a late settlement delivers exactly what was bought. */
type ProductTrace = {
  entity: 'product';
  ref: string;
  seller_id: string;
  name: string;
  qty: number;
  color: string | null;
  size: string | null;
  unit_price_cents: number;
  address: OrderAddress;
  route?: string;
};

const traceOf = (transaction: TransactionRow) => transaction.traceable as ProductTrace;

/** The chosen colour and size must be ones the product offers (and absent when it offers none). */
function checkVariant(offered: string[], chosen: string | null | undefined, missing: string): string | null {
  if (!offered.length) {
    if (chosen) throw new AppError('VALIDATION_FAILED', shopMessages.variantUnavailable);
    return null;
  }
  if (!chosen) throw new AppError('VALIDATION_FAILED', missing);
  if (!offered.includes(chosen)) throw new AppError('VALIDATION_FAILED', shopMessages.variantUnavailable);
  return chosen;
}

type Options = { db: Database; checkout: CheckoutService; addresses: Pick<AddressesService, 'ownedBy'> };
type BuyOptions = { payerId: string; idempotencyKey: string; input: BuyProductV2Input & { qty: number; payment_mode: PaymentMethod; tokenised_card_id?: string } };

/**
 * Buying a product through the one checkout. Stock is taken in the transaction that records the purchase
 * (so a wallet purchase that cannot pay takes none), given back once if a card or iDEAL payment fails or
 * expires, and given back with the order cancelled when the purchase is refunded.
 */
export function createProductPurchases({ db, checkout, addresses }: Options) {
  async function reserve(unit: UnitOfWork, transaction: TransactionRow) {
    const trace = traceOf(transaction);
    if ((await repo.takeStock(unit.tx, trace.ref, trace.qty)) !== null) return;
    const left = await repo.stockOf(unit.tx, trace.ref);
    const message = left > 0 ? shopMessages.onlyAvailable(left) : shopMessages.soldOut;
    throw new AppError('VALIDATION_FAILED', message, { fields: { qty: message } });
  }

  async function fulfil(unit: UnitOfWork, transaction: TransactionRow) {
    const trace = traceOf(transaction);
    await repo.insertOrder(unit.tx, {
      transactionId: transaction.id,
      productId: trace.ref,
      buyerId: transaction.payerId,
      sellerId: trace.seller_id,
      qty: trace.qty,
      color: trace.color,
      size: trace.size,
      unitPriceCents: trace.unit_price_cents,
      address: trace.address,
      createdAt: transaction.settledAt ?? new Date(),
    });
  }

  async function revoke(unit: UnitOfWork, transaction: TransactionRow) {
    const trace = traceOf(transaction);
    await repo.giveStock(unit.tx, trace.ref, trace.qty);
    await repo.cancelByTransaction(unit.tx, transaction.id);
  }

  checkout.registerKind('ProductSell', {
    notificationType: 'Product-Purchase',
    describe: (transaction, names) => {
      const trace = traceOf(transaction);
      return { payer: shopMessages.purchased, recipient: `${names.payer} bought ${trace.qty} × ${trace.name} for ${formatUsd(toDollars(transaction.amountCents))}` };
    },
    reserve,
    release: (unit, transaction) => repo.giveStock(unit.tx, traceOf(transaction).ref, traceOf(transaction).qty),
    fulfil,
    revoke,
  });

  /** `POST shops/buy-product`: a live, visible product of another creator, in a variant it offers, to the buyer's own address. */
  async function buy({ payerId, idempotencyKey, input }: BuyOptions): Promise<Transaction> {
    const product = await repo.findProduct(db, input.product_id);
    if (!product || (!product.isPublic && product.creatorId !== payerId)) throw notFound(shopMessages.notFound);
    if (product.creatorId === payerId) throw new AppError('VALIDATION_FAILED', shopMessages.ownProduct);
    const color = checkVariant(product.colors, input.variant_data?.color, shopMessages.colorRequired);
    const size = checkVariant(product.sizes, input.variant_data?.size, shopMessages.sizeRequired);
    const address = await addresses.ownedBy(payerId, input.delivery_address_id).catch((error: unknown) => {
      throw error instanceof AppError && error.message === addressMessages.notFound ? notFound(shopMessages.addressNotFound) : error;
    });
    const shipTo: OrderAddress = {
      label: address.label,
      flat: address.flat,
      street: address.street,
      city: address.city,
      state: address.state,
      zip_code: address.zip_code,
      country: address.country,
      phone_number: address.phone_number,
    };
    const trace: ProductTrace = {
      entity: 'product',
      ref: product.id,
      seller_id: product.creatorId,
      name: product.name,
      qty: input.qty,
      color,
      size,
      unit_price_cents: product.priceCents,
      address: shipTo,
      ...(input.traceable_data?.route && { route: input.traceable_data.route }),
    };
    return checkout.purchase({
      payerId,
      idempotencyKey,
      type: 'ProductSell',
      priceCents: product.priceCents * input.qty,
      payee: { creatorId: product.creatorId },
      payment: { mode: input.payment_mode, cardId: input.tokenised_card_id },
      traceable: trace,
    });
  }

  return { buy };
}
