import { z } from 'zod';

export const pushMessages = {
  endpoint: 'A push subscription needs the https address of a push service',
  p256dh: "A push subscription needs the browser's P-256 public key",
  auth: "A push subscription needs the browser's 16-byte auth secret",
  unsupportedService: 'This push service is not supported',
  notSetUp: 'Push notifications are not set up on this server',
} as const;

/** `GET /api/notifications/push-key`: the server's VAPID public key, null when push is not set up. */
export const pushKeySchema = z.object({ public_key: z.string().nullable() });
export type PushKey = z.infer<typeof pushKeySchema>;

/**
 * `POST /api/notifications/push-subscriptions`: the browser's `PushSubscription.toJSON()`.
 * p256dh is an uncompressed P-256 point (65 bytes, the first 0x04, so its base64url starts with B);
 * auth is 16 bytes. Both unpadded base64url, as browsers give them.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, message: pushMessages.endpoint }).max(2048, pushMessages.endpoint),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^B[\w-]{86}$/, pushMessages.p256dh),
    auth: z.string().regex(/^[\w-]{22}$/, pushMessages.auth),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** `DELETE /api/notifications/push-subscriptions`: this device's subscription. */
export const removePushSubscriptionSchema = z.object({ endpoint: z.string().min(1).max(2048) });
export type RemovePushSubscriptionInput = z.infer<typeof removePushSubscriptionSchema>;

export const pushSubscribedSchema = z.object({ subscribed: z.literal(true) });
export const pushRemovedSchema = z.object({ removed: z.number().int() });

/** What the service worker receives in a push and shows as a system notification. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), tag: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
