import { z } from 'zod';
import { CHAT_MEDIA_MAX, CHAT_MESSAGE_MAX, chatMediaSchema, chatMessageSchema } from './chat.ts';
import { paymentFieldsSchema, requireCardForCardMode } from './payment-method.ts';

/**
 * Consumable plans (docs/consumables.md): direct messages, super likes and pokes, bought in packages
 * from the platform and spent one at a time. Paths (under /api):
 * - `GET  /api/plans/on-demand`                                   the plans, SuperLike, DirectMessage, Pokes (the second is for DMs)
 * - `POST /api/plans/on-demand/:planId/packages/:packageId/buy`   payment fields, Idempotency-Key → Transaction
 * - `GET  /api/users/consumables`                                 my counts
 * - `POST /api/chat/direct-message`                               a DM (fan to creator or creator to fan), spending one direct_message → {message, consumables}
 * - `POST /api/users/:id/super-like`, `POST /api/users/:id/poke`   spend one on a creator → consumables
 */
export const consumableMessages = {
  enterMessage: 'Please enter a message',
  sendFailed: 'Failed to send message',
  sent: 'Message Sent Successfully',
  noDirectMessages: 'You have no direct messages left',
  noSuperLikes: 'You have no super likes left',
  noPokes: 'You have no pokes left',
  planNotFound: 'Plan not found',
  purchased: 'Purchase successful',
  /** The spec's words after a plan is bought ({name} is the plan's name). */
  planPurchased: (name: string) => `You have successfully purchased ${name}`,
  creatorsOnly: 'Direct messages, super likes and pokes are for creators',
  /** A creator's direct message goes to a fan. */
  fansOnly: 'Creators send direct messages to fans',
  superLiked: 'Super like sent',
  poked: 'Poke sent',
} as const;

export const consumableKinds = ['direct_message', 'super_likes', 'pokes'] as const;
export type ConsumableKind = (typeof consumableKinds)[number];

export const planNames = ['DirectMessage', 'SuperLike', 'Pokes'] as const;

/** Below this many direct messages the chat warns of a low balance. */
export const DM_LOW_BALANCE = 5;

export const consumablesSchema = z.object({ direct_message: z.number().int(), super_likes: z.number().int(), pokes: z.number().int() });
export type Consumables = z.infer<typeof consumablesSchema>;

export const planPackageSchema = z.object({ _id: z.uuid(), price: z.number(), quantity: z.number().int() });
export type PlanPackage = z.infer<typeof planPackageSchema>;

export const onDemandPlanSchema = z.object({
  _id: z.uuid(),
  name: z.enum(planNames),
  for: z.enum(consumableKinds),
  media: z.object({ path: z.string() }),
  package: z.array(planPackageSchema),
});
export type OnDemandPlan = z.infer<typeof onDemandPlanSchema>;

export const planPackageParamsSchema = z.strictObject({ planId: z.uuid(), packageId: z.uuid() });

/** Buying a package: any payment mode; a card needs its id. */
export const buyPackageSchema = paymentFieldsSchema.strict().superRefine(requireCardForCardMode);
export type BuyPackageInput = z.input<typeof buyPackageSchema>;

/** 'Direct message payload': `channel_id` is the conversation (opened through `/chat?user=`). */
export const directMessageSchema = z
  .strictObject({
    channel_id: z.uuid(),
    message: z.string().trim().max(CHAT_MESSAGE_MAX).default(''),
    media: z.array(chatMediaSchema).max(CHAT_MEDIA_MAX).default([]),
    vault_media_ids: z.array(z.uuid()).max(CHAT_MEDIA_MAX).default([]),
  })
  // A message, files or vault media: any one is enough ('Please enter a message' only when all are empty).
  .refine((input) => input.message.length > 0 || input.media.length > 0 || input.vault_media_ids.length > 0, { message: consumableMessages.enterMessage, path: ['message'] });
export type DirectMessageInput = z.input<typeof directMessageSchema>;

export const directMessageResultSchema = z.object({ message: chatMessageSchema, consumables: consumablesSchema });
export type DirectMessageResult = z.infer<typeof directMessageResultSchema>;

/** The direct-message count is low enough to warn ('DM low-balance warning below 5'). */
export const isLowOnDirectMessages = (consumables: Consumables) => consumables.direct_message < DM_LOW_BALANCE;
