ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'earnings_debt';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'disputes_held';--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"transaction_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"reason" text,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "disputes_providerDisputeId_unique" UNIQUE("provider_dispute_id"),
	CONSTRAINT "disputes_status_kind" CHECK ("disputes"."status" IN ('open', 'won', 'lost')),
	CONSTRAINT "disputes_amounts" CHECK ("disputes"."amount_cents" > 0 AND "disputes"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "takedowns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"report_id" uuid,
	"reason" text NOT NULL,
	"hidden_by" uuid NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"appeal_status" text DEFAULT 'none' NOT NULL,
	"decision_note" text,
	"decided_by" uuid,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "takedowns_kind" CHECK ("takedowns"."kind" IN ('post', 'story', 'product', 'message', 'profile')),
	CONSTRAINT "takedowns_appeal_status" CHECK ("takedowns"."appeal_status" IN ('none', 'pending', 'restored', 'upheld'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "review_reasons" text[];--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_transaction_idx" ON "disputes" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","opened_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "takedowns_one_active" ON "takedowns" USING btree ("kind","item_id") WHERE "takedowns"."lifted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "takedowns_owner_idx" ON "takedowns" USING btree ("owner_id","hidden_at");--> statement-breakpoint
CREATE INDEX "takedowns_appeals_idx" ON "takedowns" USING btree ("appeal_status","appealed_at");--> statement-breakpoint
CREATE INDEX "withdrawals_review_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."review" = 'awaiting';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."owner_id" = '00000000-0000-0000-0000-000000000000') = ("ledger_accounts"."kind"::text IN ('platform_fees', 'processing_fees', 'tax_payable', 'provider_clearing', 'payouts_in_flight', 'disputes_held')));--> statement-breakpoint
-- The audit log is append-only whoever connects: no UPDATE, DELETE or TRUNCATE gets through.
CREATE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'VL008';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
