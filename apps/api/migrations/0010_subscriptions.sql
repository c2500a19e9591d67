ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_one_target";--> statement-breakpoint
DROP INDEX "subscriptions_due_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "package_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancellation_note" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_plan_key" ON "subscriptions" USING btree ("fan_id","plan_id") WHERE "subscriptions"."status" <> 'expired' and "subscriptions"."plan_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_renewal_attempt_at") WHERE "subscriptions"."status" <> 'expired';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_unless_plan" CHECK (("subscriptions"."package_id" is null) = ("subscriptions"."plan_id" is not null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_one_target" CHECK (num_nonnulls("subscriptions"."channel_id", "subscriptions"."group_id", "subscriptions"."plan_id") = 1);