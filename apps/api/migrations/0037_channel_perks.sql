CREATE TABLE "perk_balances" (
	"subscription_id" uuid NOT NULL,
	"free_service_id" uuid NOT NULL,
	"period" integer NOT NULL,
	"granted" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perk_balances_subscription_id_free_service_id_period_pk" PRIMARY KEY("subscription_id","free_service_id","period"),
	CONSTRAINT "perk_balances_within_grant" CHECK ("perk_balances"."used" between 0 and "perk_balances"."granted")
);
--> statement-breakpoint
ALTER TABLE "service_requests" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "free_use" jsonb;--> statement-breakpoint
ALTER TABLE "perk_balances" ADD CONSTRAINT "perk_balances_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_paid_or_free" CHECK (("service_requests"."transaction_id" is null) <> ("service_requests"."free_use" is null));--> statement-breakpoint
-- Free services get ids (`free_service_id`): the entries written before this migration get one each.
UPDATE "channels" SET "free_services" = (
	SELECT jsonb_agg(CASE WHEN entry ? 'id' THEN entry ELSE entry || jsonb_build_object('id', gen_random_uuid()) END ORDER BY position)
	FROM jsonb_array_elements("channels"."free_services") WITH ORDINALITY AS items(entry, position)
) WHERE jsonb_array_length("free_services") > 0;
