import { z } from 'zod';
import { addressSchema } from './addresses.ts';
import { dollarsSchema } from './money.ts';
import { paymentModeSchema, requireCardForCardMode } from './payment-method.ts';

/** The shop's messages: the spec's words where it quotes them, ours where it is silent. */
export const shopMessages = {
  nameRequired: 'Product name is required',
  nameMaximum: 'Product name must be at most 80 characters',
  mediaRequired: 'Add at least one picture',
  mediaMaximum: 'Add at most 10 pictures',
  mediaNotUploaded: 'Upload the product pictures first',
  categoryRequired: 'Category is required',
  customCategoryRequired: 'Custom category is required',
  descriptionMaximum: 'Description must be at most 2000 characters',
  priceRequired: 'Price is required',
  priceMinimum: 'Price must be at least $0.99',
  priceMaximum: 'Price must be at most $10,000',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a whole number of at least 0',
  quantityMaximum: 'Quantity must be at most 100,000',
  variationTooLong: 'Each colour or size must be at most 30 characters',
  qtyMinimum: 'Quantity must be at least 1',
  cantAddMore: "You can't add more items.",
  onlyAvailable: (n: number) => `There are only ${n} items available`,
  soldOut: 'This product is sold out',
  colorRequired: 'Choose a colour',
  sizeRequired: 'Choose a size',
  variantUnavailable: 'This colour or size is not offered',
  addressRequired: 'Choose a delivery address',
  addressNotFound: 'Delivery address not found',
  ownProduct: 'You cannot buy your own product',
  notFound: 'Product not found',
  orderNotFound: 'Order not found',
  notBuyer: 'Only the buyer can cancel the order',
  notCancellable: 'This order has shipped and can no longer be cancelled',
  orderCancelled: 'Order cancelled. Your money is on its way back.',
  onlyCreators: 'Only creators can sell products',
  notOwner: 'Only the product owner can do this.',
  notSeller: 'Only the seller can update the order status',
  statusOrder: 'An order moves from Placed to Shipped to Delivered',
  commentRequired: 'Comment is required',
  commentMaximum: 'Comment must be at most 500 characters',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  purchased: 'Successfully Purchased',
  statusUpdated: 'Order status updated',
  commentAdded: 'Comment added',
} as const;

export const SHOP_CATEGORIES = [
  'All Items', 'Bondage', 'Dildo', 'Nipple Clamps', 'Vibrator', 'Panties', 'Bra', 'Flogger', 'Toe Nail Clippings', 'Hair', 'Used Panties', 'Bikini',
  'Hair Brush', 'Tooth Brush', 'Saucy Pics', 'Saucy Vid', 'Worn Heels', 'Used Magic Wand', 'Vials Spit', 'Vials Squirt', 'Used Nylon Stockings',
  'Foot Shavings', 'Used Butt Plug', 'Used Gym Attire', 'Others',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];
/** 'All Items' is the list's filter for everything, not a category a product is filed under. */
export const PRODUCT_CATEGORIES = SHOP_CATEGORIES.filter((category) => category !== 'All Items') as Exclude<ShopCategory, 'All Items'>[];

/**
 * $0.99 to $10,000: below a dollar the card fee would eat the sale, and a single shop item above
 * $10,000 is far outside what the shop sells (it would need a manual review we do not have).
 */
export const PRODUCT_PRICE_MIN = 0.99;
export const PRODUCT_PRICE_MAX = 10_000;
export const PRODUCT_STOCK_MAX = 100_000;
export const SELL_TYPES = ['Physical', 'Digital'] as const;
export const orderStatuses = ['Placed', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** The seller moves an order forward one step at a time; only a refund cancels it. */
export const SELLER_STATUSES = ['Shipped', 'Delivered'] as const;
export const SOLD_PRODUCTS_PAGE_SIZE = 20;

const variation = z.array(z.string().trim().min(1).max(30, shopMessages.variationTooLong)).max(20);

const productFields = z.strictObject({
  name: z.string({ error: shopMessages.nameRequired }).trim().min(1, shopMessages.nameRequired).max(80, shopMessages.nameMaximum),
  media: z.array(z.string().max(500), { error: shopMessages.mediaRequired }).min(1, shopMessages.mediaRequired).max(10, shopMessages.mediaMaximum),
  brand: z.string().trim().max(60).optional(),
  category: z.enum(PRODUCT_CATEGORIES as [string, ...string[]], { error: shopMessages.categoryRequired }),
  custom_category: z.string().trim().max(40).nullable().optional(),
  description: z.string().trim().max(2000, shopMessages.descriptionMaximum).optional(),
  variations: z.strictObject({ colors: variation.optional(), sizes: variation.optional() }).optional(),
  sell_type: z.enum(SELL_TYPES).optional(),
  is_public: z.boolean().optional(),
  price: dollarsSchema({ required: shopMessages.priceRequired })
    .refine((price) => price >= PRODUCT_PRICE_MIN, shopMessages.priceMinimum)
    .refine((price) => price <= PRODUCT_PRICE_MAX, shopMessages.priceMaximum),
  quantity: z
    .number({ error: shopMessages.quantityRequired })
    .int(shopMessages.quantityInvalid)
    .min(0, shopMessages.quantityInvalid)
    .max(PRODUCT_STOCK_MAX, shopMessages.quantityMaximum),
});

const requireCustomCategory = (value: { category?: string; custom_category?: string | null }, context: z.RefinementCtx) => {
  if (value.category === 'Others' && !value.custom_category) {
    context.addIssue({ code: 'custom', path: ['custom_category'], message: shopMessages.customCategoryRequired });
  }
};

/** `POST shops/create-product`; the form uses it too. */
export const productInputSchema = productFields
  .transform((values) => ({
    ...values,
    brand: values.brand ?? '',
    custom_category: values.category === 'Others' ? (values.custom_category ?? null) : null,
    description: values.description ?? '',
    variations: { colors: [...new Set(values.variations?.colors ?? [])], sizes: [...new Set(values.variations?.sizes ?? [])] },
    sell_type: values.sell_type ?? ('Physical' as const),
    is_public: values.is_public ?? true,
  }))
  .superRefine(requireCustomCategory);
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

/** `PATCH shops/update-product/{id}`: any of the fields; the API checks the merged product with `productInputSchema`. */
export const productPatchSchema = productFields.partial();
export type ProductPatch = z.input<typeof productPatchSchema>;

const personSchema = z.object({ _id: z.uuid(), username: z.string(), avatar: z.string().nullable() });

/** Shop item as viewed. */
export const productSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  media: z.array(z.string()),
  brand: z.string(),
  category: z.string(),
  custom_category: z.string().nullable(),
  description: z.string(),
  variations: z.object({ colors: z.array(z.string()), sizes: z.array(z.string()) }),
  sell_type: z.enum(SELL_TYPES),
  is_public: z.boolean(),
  price: z.number(),
  quantity: z.number().int(),
  sold: z.number().int(),
  author: personSchema,
  created_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productsPageSchema = z.object({ items: z.array(productSchema), page: z.number().int(), limit: z.number().int(), total: z.number().int() });
export type ProductsPage = z.infer<typeof productsPageSchema>;

const page = z.coerce.number().int().min(1).max(1000).default(1);
export const productsQuerySchema = z.strictObject({ user_id: z.uuid(), page, limit: z.coerce.number().int().min(1).max(50).default(20) });
/**
 * `GET shops/trending-products?page&creatorsubscribed&category`: `creatorsubscribed=true` keeps the shops of
 * creators the viewer subscribes to; `tag` (ours) narrows to one of the sellers' own categories (a tag of `fetch-products-tags`).
 */
export const trendingQuerySchema = z.strictObject({
  page,
  category: z.enum(SHOP_CATEGORIES).default('All Items'),
  tag: z.string().trim().toLowerCase().min(1).max(40).optional(),
  creatorsubscribed: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export const ordersQuerySchema = z.strictObject({ page, limit: z.coerce.number().int().min(1).max(50).default(SOLD_PRODUCTS_PAGE_SIZE) });
/** `GET shops/fetch-products-tags?user_id`: one creator's shop, or (without `user_id`) every creator's public products. */
export const productTagsQuerySchema = z.strictObject({ user_id: z.uuid().optional() });
/**
 * The categories that have products, each with its count and its tags: the sellers' own names for what
 * they file under it (`custom_category`, lowercased so one name is one tag), most used first.
 */
export const productTagsSchema = z.array(
  z.object({ category: z.string(), count: z.number().int(), tags: z.array(z.object({ tag: z.string(), count: z.number().int() })) }),
);
export type ProductTags = z.infer<typeof productTagsSchema>;
export const shopIdParamsSchema = z.strictObject({ id: z.uuid() });

/** Shop purchase payload. */
const buyProductFields = {
  product_id: z.uuid(),
  variant_data: z.strictObject({ color: z.string().max(30).nullable().optional(), size: z.string().max(30).nullable().optional() }).default({}),
  qty: z.number({ error: shopMessages.qtyMinimum }).int(shopMessages.qtyMinimum).min(1, shopMessages.qtyMinimum).max(PRODUCT_STOCK_MAX, shopMessages.cantAddMore),
  delivery_address_id: z.uuid({ error: shopMessages.addressRequired }),
  traceable_data: z.strictObject({ route: z.string().max(300).optional() }).default({}),
  shared_entity_id: z.string().max(100).optional(),
};

export const buyProductSchema = z
  .strictObject({ ...buyProductFields, payment_mode: paymentModeSchema, tokenised_card_id: z.uuid().optional() })
  .superRefine(requireCardForCardMode);
export type BuyProductInput = z.input<typeof buyProductSchema>;

/** The v2 variant of `shops/buy-product` (the skrill flag): the same purchase, paid on the hosted wallet's page. */
export const buyProductV2Schema = z.strictObject(buyProductFields);
export type BuyProductV2Input = z.input<typeof buyProductV2Schema>;

/** The purchase dialog's quantity rule: 1 to the stock; one more than the stock is refused with the spec's words. */
export function quantityProblem(qty: number, stock: number): string | null {
  if (qty < 1) return shopMessages.qtyMinimum;
  if (qty > stock) return stock <= 0 ? shopMessages.soldOut : `${shopMessages.cantAddMore} ${shopMessages.onlyAvailable(stock)}`;
  return null;
}

export const orderCommentSchema = z.object({ _id: z.uuid(), author: personSchema, comment: z.string(), created_at: z.string() });

export const orderSchema = z.object({
  _id: z.uuid(),
  transaction_id: z.uuid(),
  product: z.object({ _id: z.uuid(), name: z.string(), media: z.array(z.string()) }),
  buyer: personSchema,
  seller: personSchema,
  qty: z.number().int(),
  variant_data: z.object({ color: z.string().nullable(), size: z.string().nullable() }),
  unit_price: z.number(),
  amount: z.number(),
  address: addressSchema.omit({ _id: true, is_default: true, type: true }),
  status: z.enum(orderStatuses),
  comments: z.array(orderCommentSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const ordersPageSchema = z.object({ items: z.array(orderSchema), page: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const orderStatusInputSchema = z.strictObject({ status: z.enum(SELLER_STATUSES, { error: shopMessages.statusOrder }) });
export const orderCommentInputSchema = z.strictObject({
  comment: z.string({ error: shopMessages.commentRequired }).trim().min(1, shopMessages.commentRequired).max(500, shopMessages.commentMaximum),
});
