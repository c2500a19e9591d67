import { z } from 'zod';

/** The spec's notification types, plus Announcement for messages from the platform's staff. */
export const notificationTypes = [
  'Wallet-Recharge',
  'AddCardStatus',
  'Product-Purchase',
  'Channel-Subscription',
  'Consumable-Purchase',
  'Call-And-Rating-Request',
  'Post-Tip',
  'Story-Tip',
  'Channel-Tip',
  'Event-Tip',
  'Profile-Tip',
  'Chat-Fee-Purchase',
  'Post-Purchase',
  'Prime-Purchase',
  'Announcement',
  /** A purchase was refunded to the payer's wallet (to the payer and to those who had earned from it). */
  'Refund',
  /** The identity verification was decided: data.status is success (verified) or failed (declined). */
  'KYC-Status',
  /** A fan registered interest in a creator's service (data.service_id). */
  'Service-Interest',
  /** A fan spent a super like or a poke on the creator (data.user_id). */
  'Super-Like',
  'Poke',
  /** A card payment was disputed with the payer's bank, or its dispute was settled (data.transaction_id, data.status). */
  'Dispute',
  /** Moderators hid the user's content, or decided their appeal (the message says which and why). */
  'Moderation',
  /** A creator was invited to share in a post (data.post_id, data.request_id). */
  'Collab-Request',
  /** The invited creator accepted or declined (data.post_id, data.request_id, data.status). */
  'Collab-Request-Answer',
  /** A ticket to an event was bought (to the fan and to the creator; data.transaction_id). */
  'Ticket-Purchase',
  /** An event the user holds a ticket to starts soon. */
  'Event-Reminder',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationStatusSchema = z.enum(['success', 'failed', 'pending']);

export const notificationDataSchema = z.object({
  status: notificationStatusSchema.optional(),
  success: z.boolean().optional(),
  failure_reason: z.string().optional(),
  transaction_id: z.string().optional(),
  service_id: z.string().optional(),
  post_id: z.string().optional(),
  /** A post's collab request (Collab-Request, Collab-Request-Answer). */
  request_id: z.string().optional(),
  /** Who sent a super like or a poke. */
  user_id: z.string().optional(),
  /** The event a reminder or a ticket is about. */
  event_id: z.string().optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

export const notificationSchema = z.object({
  _id: z.string(),
  type: notificationTypeSchema,
  message: z.string(),
  data: notificationDataSchema,
  seen: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * `GET notification?d&t&limit&type&seen`: keyset pagination, newest first.
 * `d` is the created_at of the last item already shown and `t` its id, so a page never repeats or skips.
 */
export const listNotificationsQuerySchema = z.strictObject({
  d: z.iso.datetime({ offset: true }).optional(),
  t: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  type: notificationTypeSchema.optional(),
  seen: booleanQuery.optional(),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  next: z.object({ d: z.string(), t: z.string() }).nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const readUnreadCountsSchema = z.object({ read: z.number().int(), unread: z.number().int() });
export type ReadUnreadCounts = z.infer<typeof readUnreadCountsSchema>;

/** Acknowledge the listed notifications, or every unread one when `ids` is left out. */
export const acknowledgeNotificationsSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(500).optional(),
});
export type AcknowledgeNotificationsInput = z.infer<typeof acknowledgeNotificationsSchema>;

export const acknowledgedSchema = z.object({ acknowledged: z.number().int() });
export type Acknowledged = z.infer<typeof acknowledgedSchema>;

export const announcementSchema = z.strictObject({
  user_id: z.uuid(),
  message: z.string().trim().min(1, 'Message is required').max(500),
});
export type AnnouncementInput = z.infer<typeof announcementSchema>;
