DROP INDEX "earnings_due_idx";--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "earnings_due_idx" ON "earnings" USING btree ("releasable_at") WHERE "earnings"."released_at" IS NULL AND "earnings"."refunded_at" IS NULL;