ALTER TABLE "withdrawals" ADD COLUMN "payee_id" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_method" text;--> statement-breakpoint
-- Earlier withdrawals went to the account's only payout account, by the only payout method.
UPDATE "withdrawals" w SET "payee_id" = p."payee_id", "payout_method" = 'masspay' FROM "payout_accounts" p WHERE p."user_id" = w."user_id" AND w."payee_id" IS NULL;
