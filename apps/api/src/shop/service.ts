import type { Order, OrderStatus, Product, ProductInput, ProductPatch, ProductsPage, ProductTags } from '@velvet/contracts';
import { productInputSchema, shopMessages } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import type { AddressesService } from '../addresses/service.ts';
import type { CheckoutService } from '../checkout/service.ts';
import type { Database } from '../platform/db/client.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import { toColumns, toOrder, toProduct, toValues, type People } from './mappers.ts';
import { createProductPurchases } from './purchases.ts';
import * as repo from './repo.ts';

type ShopOptions = {
  db: Database;
  accounts: Pick<AccountsService, 'publicUsers'>;
  addresses: Pick<AddressesService, 'ownedBy'>;
  checkout: CheckoutService;
  /** Whether an image URL is one the user uploaded (POST /api/uploads/images). */
  isOwnUpload: (url: string, userId: string) => boolean;
  /** The creators whose channels the user subscribes to now (the subscriptions domain's read). */
  subscribedCreatorIds: (userId: string) => Promise<string[]>;
};

const CANCELLED_BY_BUYER = 'Order cancelled by the buyer before shipping';

type Issue = { path: PropertyKey[]; message: string };
function validationError(issues: Issue[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.')] ??= issue.message;
  return new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid product', { fields });
}

/** The step the seller may take from each status: Placed → Shipped → Delivered. */
const previousStatus: Record<'Shipped' | 'Delivered', OrderStatus> = { Shipped: 'Placed', Delivered: 'Shipped' };

/**
 * The creators' shop: products (owner-only edits; a private product is seen by its owner only), buying
 * through the checkout (purchases.ts), and orders that the seller moves forward and both sides comment on.
 */
export function createShopService({ db, accounts, addresses, checkout, isOwnUpload, subscribedCreatorIds }: ShopOptions) {
  const purchases = createProductPurchases({ db, checkout, addresses });

  async function people(ids: string[]): Promise<People> {
    return accounts.publicUsers([...new Set(ids)]);
  }

  async function present(rows: repo.ProductRow[]): Promise<Product[]> {
    const users = await people(rows.map((row) => row.creatorId));
    return rows.map((row) => toProduct(row, users));
  }

  function checkMedia(media: string[], userId: string, kept: string[] = []) {
    if (media.some((url) => !kept.includes(url) && !isOwnUpload(url, userId))) {
      throw new AppError('VALIDATION_FAILED', shopMessages.mediaNotUploaded, { fields: { media: shopMessages.mediaNotUploaded } });
    }
  }

  async function create(creatorId: string, input: ProductInput): Promise<Product> {
    const values = productInputSchema.parse(input);
    checkMedia(values.media, creatorId);
    const [product] = await present([await repo.insertProduct(db, { creatorId, ...toColumns(values) })]);
    return product!;
  }

  async function owned(userId: string, id: string) {
    const row = await repo.findProduct(db, id);
    if (!row || (!row.isPublic && row.creatorId !== userId)) throw notFound(shopMessages.notFound);
    if (row.creatorId !== userId) throw forbidden(shopMessages.notOwner);
    return row;
  }

  /** `PATCH shops/update-product/{id}`: the merged product is checked as a new one would be. */
  async function update(userId: string, id: string, patch: ProductPatch): Promise<Product> {
    const row = await owned(userId, id);
    const merged = productInputSchema.safeParse({ ...toValues(row), ...patch, variations: { ...toValues(row).variations, ...patch.variations } });
    if (!merged.success) throw validationError(merged.error.issues);
    checkMedia(merged.data.media, userId, row.media);
    // The stock is written only when the creator sets it: purchases take from it meanwhile.
    const { quantity, ...columns } = toColumns(merged.data);
    const [product] = await present([await repo.updateProduct(db, row.id, patch.quantity === undefined ? columns : { ...columns, quantity })]);
    return product!;
  }

  /** A product with orders or a payment under way keeps its row (the orders show it); one without goes. */
  async function remove(userId: string, id: string): Promise<void> {
    const row = await owned(userId, id);
    if (!(await repo.deleteIfUnsold(db, row.id))) await repo.softDelete(db, row.id);
  }

  async function get(viewerId: string | undefined, id: string): Promise<Product> {
    const row = await repo.findProduct(db, id);
    if (!row || (!row.isPublic && row.creatorId !== viewerId)) throw notFound(shopMessages.notFound);
    const [product] = await present([row]);
    return product!;
  }

  async function listOf(viewerId: string | undefined, creatorId: string, page: repo.Page): Promise<ProductsPage> {
    const { items, total } = await repo.productsOf(db, creatorId, viewerId === creatorId, page);
    return { items: await present(items), total, ...page };
  }

  /** The shop page across creators; `subscribedOnly` (signed in) keeps the shops of creators the viewer subscribes to. */
  type TrendingOptions = { viewerId: string | undefined; category: string; tag?: string; subscribedOnly: boolean };
  async function trending({ viewerId, category, tag, subscribedOnly }: TrendingOptions, page: repo.Page): Promise<ProductsPage> {
    const creatorIds = subscribedOnly ? (viewerId ? await subscribedCreatorIds(viewerId) : []) : null;
    const { items, total } = await repo.trending(db, { category: category === 'All Items' ? null : category, tag: tag ?? null, creatorIds }, page);
    return { items: await present(items), total, ...page };
  }

  /** `fetch-products-tags`: a creator's shop (their private products too, for themselves) or the whole shop's public products. */
  async function tags(viewerId: string | undefined, creatorId: string | undefined): Promise<ProductTags> {
    const rows = await repo.categoriesOf(db, { creatorId: creatorId ?? null, withPrivate: creatorId !== undefined && viewerId === creatorId });
    const byCategory = new Map<string, ProductTags[number]>();
    for (const row of rows) {
      const entry = byCategory.get(row.category) ?? { category: row.category, count: 0, tags: [] };
      entry.count += row.count;
      if (row.tag) entry.tags.push({ tag: row.tag, count: row.count });
      byCategory.set(row.category, entry);
    }
    const entries = [...byCategory.values()];
    for (const entry of entries) entry.tags.sort((left, right) => right.count - left.count || left.tag.localeCompare(right.tag));
    return entries;
  }

  async function presentOrders(rows: repo.OrderRow[]): Promise<Order[]> {
    const [products, comments] = await Promise.all([repo.productsByIds(db, [...new Set(rows.map((row) => row.productId))]), repo.commentsOf(db, rows.map((row) => row.id))]);
    const users = await people([...rows.flatMap((row) => [row.buyerId, row.sellerId]), ...comments.map((comment) => comment.authorId)]);
    const productById = new Map(products.map((product) => [product.id, product]));
    return rows.map((row) => toOrder(row, productById.get(row.productId), comments.filter((comment) => comment.orderId === row.id), users));
  }

  async function orders(userId: string, party: 'buyerId' | 'sellerId', page: repo.Page) {
    const { items, total } = await repo.ordersWhere(db, party, userId, page);
    return { items: await presentOrders(items), total, ...page };
  }

  /** An order its buyer or seller may see, by order or transaction id; anyone else gets 404. */
  async function partyOrder(userId: string, id: string) {
    const row = await repo.findOrder(db, id);
    if (!row || (row.buyerId !== userId && row.sellerId !== userId)) throw notFound(shopMessages.orderNotFound);
    return row;
  }

  async function order(userId: string, id: string): Promise<Order> {
    const [found] = await presentOrders([await partyOrder(userId, id)]);
    return found!;
  }

  async function updateStatus(userId: string, id: string, status: 'Shipped' | 'Delivered'): Promise<Order> {
    const row = await partyOrder(userId, id);
    if (row.sellerId !== userId) throw forbidden(shopMessages.notSeller);
    const moved = await repo.moveStatus(db, row.id, previousStatus[status], status);
    if (!moved) throw new AppError('CONFLICT', shopMessages.statusOrder);
    return order(userId, row.id);
  }

  /**
   * The buyer cancels an order before it ships: the order is claimed (Placed → Cancelled, so the seller can
   * no longer ship it), then the purchase is refunded through the checkout, which puts the stock back.
   */
  async function cancel(userId: string, id: string): Promise<Order> {
    const row = await partyOrder(userId, id);
    if (row.buyerId !== userId) throw forbidden(shopMessages.notBuyer);
    const claimed = await repo.moveStatus(db, row.id, 'Placed', 'Cancelled');
    if (!claimed) throw new AppError('CONFLICT', shopMessages.notCancellable);
    try {
      await checkout.refund(row.transactionId, CANCELLED_BY_BUYER);
    } catch (error) {
      await repo.moveStatus(db, row.id, 'Cancelled', 'Placed');
      throw error;
    }
    return order(userId, row.id);
  }

  async function addComment(userId: string, id: string, comment: string): Promise<Order> {
    const row = await partyOrder(userId, id);
    await repo.insertComment(db, row.id, userId, comment);
    return order(userId, row.id);
  }

  /** Whose product this is (moderation), undefined when it is gone. */
  const ownerOf = async (id: string) => (await repo.findProduct(db, id))?.creatorId;

  /** The order id each transaction paid for, keyed by transaction id. */
  const orderIdsFor = async (transactionIds: string[]): Promise<Map<string, string>> =>
    new Map((await repo.orderIdsByTransactions(db, transactionIds)).map((row) => [row.transactionId, row.id]));

  return { orderIdsFor, create, update, remove, get, listOf, trending, tags, orders, order, updateStatus, cancel, addComment, buy: purchases.buy, ownerOf };
}
export type ShopService = ReturnType<typeof createShopService>;
