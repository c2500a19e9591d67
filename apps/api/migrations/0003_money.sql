CREATE TYPE "public"."transaction_status" AS ENUM('Pending', 'Authorised', 'Completed', 'Refunded', 'Failed', 'Expired');--> statement-breakpoint
CREATE TABLE "card_checkouts" (
	"checkout_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"billing_address" jsonb NOT NULL,
	"card_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"registration_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" text NOT NULL,
	"expiry_year" text NOT NULL,
	"holder" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"billing_address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "earnings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"releasable_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ideal_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"f_name" text NOT NULL,
	"l_name" text NOT NULL,
	"email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_recipients" (
	"transaction_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"share" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "transaction_recipients_transaction_id_recipient_id_share_pk" PRIMARY KEY("transaction_id","recipient_id","share")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" "transaction_status" NOT NULL,
	"method" text NOT NULL,
	"payer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"processing_fee_cents" bigint DEFAULT 0 NOT NULL,
	"platform_fee_cents" bigint DEFAULT 0 NOT NULL,
	"agency_fee_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"total_eur_cents" bigint,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_name" text DEFAULT '' NOT NULL,
	"card_id" uuid,
	"provider_payment_id" text,
	"ledger_entry_id" bigint,
	"failure_reason" text,
	"message" text,
	"traceable" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"payee_id" text NOT NULL,
	"status" text NOT NULL,
	"activation_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"hold_id" bigint NOT NULL,
	"transfer_id" text,
	"failure_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideal_details" ADD CONSTRAINT "ideal_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_recipients" ADD CONSTRAINT "transaction_recipients_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_recipients" ADD CONSTRAINT "transaction_recipients_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_checkouts_user_idx" ON "card_checkouts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_fingerprint_key" ON "saved_cards" USING btree ("user_id","fingerprint") WHERE "saved_cards"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_one_default_key" ON "saved_cards" USING btree ("user_id") WHERE "saved_cards"."is_default" AND "saved_cards"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "earnings_due_idx" ON "earnings" USING btree ("releasable_at") WHERE "earnings"."released_at" IS NULL;--> statement-breakpoint
CREATE INDEX "earnings_creator_idx" ON "earnings" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "transaction_recipients_recipient_idx" ON "transaction_recipients" USING btree ("recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_payer_key" ON "transactions" USING btree ("payer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transactions_payer_page_idx" ON "transactions" USING btree ("payer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_pending_idx" ON "transactions" USING btree ("created_at") WHERE "transactions"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "transactions_provider_payment_idx" ON "transactions" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_key" ON "withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_transfer_idx" ON "withdrawals" USING btree ("transfer_id");