import { z } from 'zod';
import { disputeSchema } from './disputes.ts';
import { limitLiftSchema } from './fraud.ts';
import { adminReportSchema } from './reports.ts';
import { listTransactionsQuerySchema } from './transactions.ts';
import { adminUserSchema } from './verification.ts';

/**
 * The admin console's own calls (admin only):
 *
 * - `GET /api/admin/summary`            how much waits in each queue → `adminSummarySchema`
 * - `GET /api/admin/users/:id`          one user's page → `adminUserDetailsSchema`
 * - `GET /api/admin/transactions?q&user_id&d&t&limit`  the transaction picker → `transactionPageSchema`
 */

/** What waits for staff, one count per queue. */
export const adminSummarySchema = z.object({
  open_reports: z.number().int(),
  pending_verifications: z.number().int(),
  payouts_awaiting_review: z.number().int(),
  open_disputes: z.number().int(),
  pending_appeals: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** Whether the text can start a transaction id (a UUID), long enough to search by: at least 4 characters, lower case. */
export const isTransactionIdStart = (text: string) => /^[0-9a-f][0-9a-f-]{3,35}$/.test(text);

export const adminTransactionMessages = {
  idFormat: 'Enter a transaction id, or at least its first 4 characters',
} as const;

/**
 * The transaction picker: by the transaction's id (whole, or its first characters), by a user (their
 * transactions as they see them), or the newest of the platform; keyset pages as `/api/transactions`.
 */
export const adminTransactionsQuerySchema = listTransactionsQuerySchema.pick({ d: true, t: true, limit: true, type: true }).extend({
  q: z
    .string()
    .trim()
    .toLowerCase()
    .refine((id) => id === '' || isTransactionIdStart(id), adminTransactionMessages.idFormat)
    .optional(),
  user_id: z.uuid('User not found').optional(),
});
export type AdminTransactionsQuery = z.input<typeof adminTransactionsQuerySchema>;

/** Balances in dollars: the fan wallet, earnings on hold and withdrawable, and what the user owes after disputes or refunds. */
export const adminBalancesSchema = z.object({ wallet: z.number(), pending: z.number(), available: z.number(), debt: z.number() });
export type AdminBalances = z.infer<typeof adminBalancesSchema>;

/** One user as the console's user page shows them; transactions and audit entries are paged separately. */
export const adminUserDetailsSchema = z.object({
  user: adminUserSchema,
  balances: adminBalancesSchema,
  /** Reports the user made, and reports of the user's profile or content; newest first. */
  reports: z.object({ by: z.array(adminReportSchema), against: z.array(adminReportSchema) }),
  /** Disputes of payments the user made or earns from, newest first. */
  disputes: z.array(disputeSchema),
  /** Fraud limits lifted for the account and still in force. */
  limits: z.array(limitLiftSchema),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;
