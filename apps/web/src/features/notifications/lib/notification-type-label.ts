import type { NotificationType } from '@velvet/contracts';

const labels: Record<NotificationType, string> = {
  'Wallet-Recharge': 'Wallet deposit',
  AddCardStatus: 'Card',
  'Product-Purchase': 'Shop purchase',
  'Channel-Subscription': 'Channel subscription',
  'Consumable-Purchase': 'Plan purchase',
  'Call-And-Rating-Request': 'Call and rating request',
  'Post-Tip': 'Post tip',
  'Story-Tip': 'Story tip',
  'Channel-Tip': 'Channel tip',
  'Event-Tip': 'Event tip',
  'Profile-Tip': 'Profile tip',
  'Chat-Fee-Purchase': 'Chat fee',
  'Post-Purchase': 'Post purchase',
  'Prime-Purchase': 'Prime purchase',
  Announcement: 'Announcement',
  Refund: 'Refund',
  'KYC-Status': 'Verification',
  'Service-Interest': 'Service interest',
  'Super-Like': 'Super like',
  Poke: 'Poke',
  Dispute: 'Card dispute',
  Moderation: 'Moderation',
  'Collab-Request': 'Collab request',
  'Collab-Request-Answer': 'Collab answer',
  'Ticket-Purchase': 'Event ticket',
  'Event-Reminder': 'Event reminder',
};

/** A short human name for a notification type. */
export const notificationTypeLabel = (type: NotificationType) => labels[type];
