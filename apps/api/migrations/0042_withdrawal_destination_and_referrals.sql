ALTER TABLE "users" ADD COLUMN "referrer_id" uuid;--> statement-breakpoint
ALTER TABLE "social_sign_in_states" ADD COLUMN "referral" jsonb;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payee_id" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_method" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Earlier withdrawals went to the account's only payout account, by the only payout method.
UPDATE "withdrawals" w SET "payee_id" = p."payee_id", "payout_method" = 'masspay' FROM "payout_accounts" p WHERE p."user_id" = w."user_id" AND w."payee_id" IS NULL;--> statement-breakpoint
-- Accounts that signed up with a referral before the referrer was resolved: the username it named.
UPDATE "users" u SET "referrer_id" = r."id" FROM "users" r WHERE u."referrer_id" IS NULL AND u."sign_up_attribution" ->> 'referred_by' IS NOT NULL AND lower(r."username") = lower(u."sign_up_attribution" ->> 'referred_by') AND r."id" <> u."id";
