import {
  buyProductSchema,
  buyProductV2Schema,
  dataEnvelope,
  orderCommentInputSchema,
  orderSchema,
  ordersPageSchema,
  ordersQuerySchema,
  orderStatusInputSchema,
  productInputSchema,
  productPatchSchema,
  productSchema,
  productsPageSchema,
  productsQuerySchema,
  productTagsQuerySchema,
  productTagsSchema,
  shopIdParamsSchema,
  shopMessages,
  skrillMessages,
  transactionSchema,
  trendingQuerySchema,
} from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { ShopService } from './service.ts';

const creatorsOnly = ['CREATOR'] as const;
const tags = ['shop'];

/** The Shop calls of spec section 7, under /api/shops. */
export function shopRoutes(app: Api, { shop, verification }: { shop: ShopService; verification: VerificationService }): void {
  app.post('/api/shops/create-product', {
    config: { auth: creatorsOnly },
    schema: { tags, body: productInputSchema, response: { 201: dataEnvelope(productSchema) } },
    handler: async (request, reply) => reply.status(201).send({ data: await shop.create(currentUser(request).id, request.body), message: shopMessages.created }),
  });

  app.patch('/api/shops/update-product/:id', {
    config: { auth: creatorsOnly },
    schema: { tags, params: shopIdParamsSchema, body: productPatchSchema, response: { 200: dataEnvelope(productSchema) } },
    handler: async (request) => ({ data: await shop.update(currentUser(request).id, request.params.id, request.body), message: shopMessages.updated }),
  });

  app.delete('/api/shops/delete-products/:id', {
    config: { auth: creatorsOnly },
    schema: { tags, params: shopIdParamsSchema, response: { 200: z.object({ message: z.string() }) } },
    handler: async (request) => {
      await shop.remove(currentUser(request).id, request.params.id);
      return { message: shopMessages.deleted };
    },
  });

  app.get('/api/shops/fetch-products', {
    config: { auth: 'public' },
    schema: { tags, querystring: productsQuerySchema, response: { 200: dataEnvelope(productsPageSchema) } },
    handler: async (request) => {
      const { user_id, page, limit } = request.query;
      return { data: await shop.listOf(request.user?.id, user_id, { page, limit }) };
    },
  });

  app.get('/api/shops/fetch-products/:id', {
    config: { auth: 'public' },
    schema: { tags, params: shopIdParamsSchema, response: { 200: dataEnvelope(productSchema) } },
    handler: async (request) => ({ data: await shop.get(request.user?.id, request.params.id) }),
  });

  app.get('/api/shops/trending-products', {
    config: { auth: 'public' },
    schema: { tags, querystring: trendingQuerySchema, response: { 200: dataEnvelope(productsPageSchema) } },
    handler: async (request) => {
      const { category, tag, creatorsubscribed, page } = request.query;
      return { data: await shop.trending({ viewerId: request.user?.id, category, tag, subscribedOnly: creatorsubscribed }, { page, limit: 20 }) };
    },
  });

  app.get('/api/shops/fetch-products-tags', {
    config: { auth: 'public' },
    schema: { tags, querystring: productTagsQuerySchema, response: { 200: dataEnvelope(productTagsSchema) } },
    handler: async (request) => ({ data: await shop.tags(request.user?.id, request.query.user_id) }),
  });

  app.post('/api/shops/buy-product', {
    config: { auth: 'signed-in' },
    schema: { tags, headers: idempotentHeaders, body: buyProductSchema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const transaction = await shop.buy({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), input: request.body });
      return { data: transaction, message: shopMessages.purchased };
    },
  });

  // The v2 variant (the skrill flag): paid on the hosted wallet's page, whose address the answer carries.
  app.post('/api/v2/shops/buy-product', {
    config: { auth: 'signed-in' },
    schema: { tags, headers: idempotentHeaders, body: buyProductV2Schema, response: { 200: dataEnvelope(transactionSchema) } },
    handler: async (request) => {
      const payer = currentUser(request);
      verification.gate(payer, 'purchase');
      const input = { ...request.body, payment_mode: 'skrill' as const };
      const transaction = await shop.buy({ payerId: payer.id, idempotencyKey: idempotencyKeyOf(request.headers), input });
      return { data: transaction, message: skrillMessages.started };
    },
  });

  app.get('/api/shops/sold-products', {
    config: { auth: creatorsOnly },
    schema: { tags, querystring: ordersQuerySchema, response: { 200: dataEnvelope(ordersPageSchema) } },
    handler: async (request) => ({ data: await shop.orders(currentUser(request).id, 'sellerId', request.query) }),
  });

  app.get('/api/shops/product-orders', {
    config: { auth: 'signed-in' },
    schema: { tags, querystring: ordersQuerySchema, response: { 200: dataEnvelope(ordersPageSchema) } },
    handler: async (request) => ({ data: await shop.orders(currentUser(request).id, 'buyerId', request.query) }),
  });

  app.get('/api/shops/product-orders/:id', {
    config: { auth: 'signed-in' },
    schema: { tags, params: shopIdParamsSchema, response: { 200: dataEnvelope(orderSchema) } },
    handler: async (request) => ({ data: await shop.order(currentUser(request).id, request.params.id) }),
  });

  app.patch('/api/shops/product-orders/:id/update-status', {
    config: { auth: 'signed-in' },
    schema: { tags, params: shopIdParamsSchema, body: orderStatusInputSchema, response: { 200: dataEnvelope(orderSchema) } },
    handler: async (request) => ({ data: await shop.updateStatus(currentUser(request).id, request.params.id, request.body.status), message: shopMessages.statusUpdated }),
  });

  // The buyer's cancel before shipping, refunded through the checkout (the spec names no path for it).
  app.patch('/api/shops/product-orders/:id/cancel', {
    config: { auth: 'signed-in' },
    schema: { tags, params: shopIdParamsSchema, response: { 200: dataEnvelope(orderSchema) } },
    handler: async (request) => ({ data: await shop.cancel(currentUser(request).id, request.params.id), message: shopMessages.orderCancelled }),
  });

  app.patch('/api/shops/product-orders/:id/add-comment', {
    config: { auth: 'signed-in' },
    schema: { tags, params: shopIdParamsSchema, body: orderCommentInputSchema, response: { 200: dataEnvelope(orderSchema) } },
    handler: async (request) => ({ data: await shop.addComment(currentUser(request).id, request.params.id, request.body.comment), message: shopMessages.commentAdded }),
  });
}
