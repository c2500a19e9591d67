import { z } from 'zod';

export const disputeStatuses = ['open', 'won', 'lost'] as const;
export const disputeStatusSchema = z.enum(disputeStatuses);
export type DisputeStatus = z.infer<typeof disputeStatusSchema>;

const disputePartySchema = z.object({ _id: z.uuid(), username: z.string() });

/** A card or iDEAL payment the payer disputed with their bank, as the admin disputes queue shows it. */
export const disputeSchema = z.object({
  _id: z.uuid(),
  transaction_id: z.uuid(),
  provider_dispute_id: z.string(),
  status: disputeStatusSchema,
  /** Dollars disputed (the purchase's total) and the network's fee, charged to the creator. */
  amount: z.number(),
  fee: z.number(),
  reason: z.string().nullable(),
  payer_id: z.uuid(),
  /** The fan who paid and the creator whose sale it was (null for a sale of the platform itself). */
  fan: disputePartySchema.nullable(),
  creator: disputePartySchema.nullable(),
  /** What the recipients owe after it, beyond what their balances covered (dollars). */
  recovered_as_debt: z.number(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputesQuerySchema = z.strictObject({
  status: disputeStatusSchema.optional(),
  /** Only disputes this user paid (fan) or earns from (creator). */
  user_id: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type DisputesQuery = z.infer<typeof disputesQuerySchema>;
export type DisputesQueryInput = z.input<typeof disputesQuerySchema>;

/** A page of disputes, newest first; `counts` are over all disputes, whatever the filters. */
export const disputesPageSchema = z.object({
  items: z.array(disputeSchema),
  counts: z.record(disputeStatusSchema, z.number()),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type DisputesPage = z.infer<typeof disputesPageSchema>;

export const disputeMessages = {
  openedToPayer: (amount: string) => `Your bank disputed a payment of ${amount}; what it bought is suspended until the dispute is settled.`,
  openedToRecipient: (amount: string) => `A fan's bank disputed a payment of ${amount}; its earnings and the dispute fee are held until the dispute is settled.`,
  won: (amount: string) => `The dispute over a payment of ${amount} was settled in the platform's favour.`,
  lost: (amount: string) => `The dispute over a payment of ${amount} was lost; the payment was returned to the card.`,
  underDispute: 'This purchase is under a card dispute; it can be refunded once the dispute is closed.',
  owesBalance: (amount: string) => `You owe ${amount} after a card dispute or refund. Later earnings pay it back first; withdrawals open again once it is paid.`,
} as const;
