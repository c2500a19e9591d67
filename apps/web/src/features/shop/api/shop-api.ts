import {
  orderSchema,
  ordersPageSchema,
  productSchema,
  productsPageSchema,
  productTagsSchema,
  transactionSchema,
  uploadedImageSchema,
  type BuyProductInput,
  type ProductInput,
  type ProductPatch,
} from '@velvet/contracts';
import { IDEMPOTENCY_KEY_HEADER, apiClient, sessionQueryScope, uploadFile } from '@/shared/api';

export const shopKeys = {
  all: [sessionQueryScope, 'shop'] as const,
  products: (creatorId: string, page = 1) => [sessionQueryScope, 'shop', 'products', creatorId, page] as const,
  product: (id: string) => [sessionQueryScope, 'shop', 'product', id] as const,
  sold: (page: number) => [sessionQueryScope, 'shop', 'sold', page] as const,
  order: (id: string) => [sessionQueryScope, 'shop', 'order', id] as const,
  trending: (query: TrendingQuery) => [sessionQueryScope, 'shop', 'trending', query] as const,
  myOrders: (page: number) => [sessionQueryScope, 'shop', 'my-orders', page] as const,
  tags: [sessionQueryScope, 'shop', 'tags'] as const,
};

export type TrendingQuery = { page: number; category: string; tag: string | null; creatorsubscribed: boolean };

/** `GET shops/trending-products?page&creatorsubscribed&category` (and our `tag`): the shop page across creators. */
export const getTrending = ({ page, category, tag, creatorsubscribed }: TrendingQuery, signal?: AbortSignal) =>
  apiClient.request({
    path: `/api/shops/trending-products?page=${page}&category=${encodeURIComponent(category)}&creatorsubscribed=${creatorsubscribed}${tag ? `&tag=${encodeURIComponent(tag)}` : ''}`,
    schema: productsPageSchema,
    signal,
  });

/** `GET shops/fetch-products-tags` without a creator: the categories and tags of every creator's public products. */
export const getShopTags = (signal?: AbortSignal) => apiClient.request({ path: '/api/shops/fetch-products-tags', schema: productTagsSchema, signal });

/** `GET shops/product-orders?page`: the buyer's own orders ('My orders'). */
export const getMyOrders = (page: number, signal?: AbortSignal) => apiClient.request({ path: `/api/shops/product-orders?page=${page}&limit=20`, schema: ordersPageSchema, signal });

/** The buyer cancels an order before it ships; the purchase is refunded. */
export const cancelOrder = (id: string) => apiClient.request({ path: `/api/shops/product-orders/${encodeURIComponent(id)}/cancel`, method: 'PATCH', schema: orderSchema });

/** A creator's products, a page of `CREATOR_SHOP_PAGE_SIZE` at a time. */
export const getProducts = (creatorId: string, page = 1, signal?: AbortSignal) =>
  apiClient.request({ path: `/api/shops/fetch-products?user_id=${encodeURIComponent(creatorId)}&page=${page}&limit=${CREATOR_SHOP_PAGE_SIZE}`, schema: productsPageSchema, signal });

export const CREATOR_SHOP_PAGE_SIZE = 50;

export const getProduct = (id: string, signal?: AbortSignal) => apiClient.request({ path: `/api/shops/fetch-products/${encodeURIComponent(id)}`, schema: productSchema, signal });

export const createProduct = (input: ProductInput) => apiClient.request({ path: '/api/shops/create-product', method: 'POST', body: input, schema: productSchema });

export const updateProduct = (id: string, patch: ProductPatch) => apiClient.request({ path: `/api/shops/update-product/${id}`, method: 'PATCH', body: patch, schema: productSchema });

export const deleteProduct = (id: string) => apiClient.request({ path: `/api/shops/delete-products/${id}`, method: 'DELETE' });

export const buyProduct = (input: BuyProductInput, idempotencyKey: string) =>
  apiClient.request({ path: '/api/shops/buy-product', method: 'POST', body: input, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, schema: transactionSchema });

export const getSoldProducts = (page: number, signal?: AbortSignal) => apiClient.request({ path: `/api/shops/sold-products?page=${page}&limit=20`, schema: ordersPageSchema, signal });

/** An order by its id or by the transaction that paid it. */
export const getOrder = (id: string, signal?: AbortSignal) => apiClient.request({ path: `/api/shops/product-orders/${encodeURIComponent(id)}`, schema: orderSchema, signal });

export const updateOrderStatus = (id: string, status: 'Shipped' | 'Delivered') =>
  apiClient.request({ path: `/api/shops/product-orders/${id}/update-status`, method: 'PATCH', body: { status }, schema: orderSchema });

export const addOrderComment = (id: string, comment: string) =>
  apiClient.request({ path: `/api/shops/product-orders/${id}/add-comment`, method: 'PATCH', body: { comment }, schema: orderSchema });

/** Uploads a product picture; answers its URL. */
export const uploadProductPicture = async (image: File) =>
  (await uploadFile({ path: '/api/uploads/images?kind=background', file: image, filename: image.name || 'product.jpg', schema: uploadedImageSchema })).url;
