import type { Order, Product, ProductValues } from '@velvet/contracts';
import { toCents, toDollars } from '@velvet/contracts';
import type { CommentRow, NewProduct, OrderRow, ProductRow } from './repo.ts';

export type Person = { id: string; username: string; avatar: string | null };
export type People = Map<string, Person>;

const person = (people: People, id: string) => {
  const found = people.get(id);
  return { _id: id, username: found?.username ?? 'deleted', avatar: found?.avatar ?? null };
};

export const toProduct = (row: ProductRow, people: People): Product => ({
  _id: row.id,
  name: row.name,
  media: row.media,
  brand: row.brand,
  category: row.category,
  custom_category: row.customCategory,
  description: row.description,
  variations: { colors: row.colors, sizes: row.sizes },
  sell_type: row.sellType,
  is_public: row.isPublic,
  price: toDollars(row.priceCents),
  quantity: row.quantity,
  sold: row.sold,
  author: person(people, row.creatorId),
  created_at: row.createdAt.toISOString(),
});

export const toColumns = (values: ProductValues): Omit<NewProduct, 'creatorId'> => ({
  name: values.name,
  media: values.media,
  brand: values.brand,
  category: values.category,
  customCategory: values.custom_category,
  description: values.description,
  colors: values.variations.colors,
  sizes: values.variations.sizes,
  sellType: values.sell_type,
  isPublic: values.is_public,
  priceCents: toCents(values.price),
  quantity: values.quantity,
});

/** The product as the form edits it, so a patch can be checked merged with what is stored. */
export const toValues = (row: ProductRow) => ({
  name: row.name,
  media: row.media,
  brand: row.brand,
  category: row.category,
  custom_category: row.customCategory,
  description: row.description,
  variations: { colors: row.colors, sizes: row.sizes },
  sell_type: row.sellType,
  is_public: row.isPublic,
  price: toDollars(row.priceCents),
  quantity: row.quantity,
});

export function toOrder(row: OrderRow, product: ProductRow | undefined, comments: CommentRow[], people: People): Order {
  return {
    _id: row.id,
    transaction_id: row.transactionId,
    product: { _id: row.productId, name: product?.name ?? 'Deleted product', media: product?.media ?? [] },
    buyer: person(people, row.buyerId),
    seller: person(people, row.sellerId),
    qty: row.qty,
    variant_data: { color: row.color, size: row.size },
    unit_price: toDollars(row.unitPriceCents),
    amount: toDollars(row.unitPriceCents * row.qty),
    address: row.address,
    status: row.status,
    comments: comments.map((comment) => ({ _id: comment.id, author: person(people, comment.authorId), comment: comment.comment, created_at: comment.createdAt.toISOString() })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
