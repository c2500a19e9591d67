CREATE TABLE "chat_fee_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"bought_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"available_messages" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "chat_fee_purchases_messages_not_negative" CHECK ("chat_fee_purchases"."available_messages" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_interests" (
	"service_id" uuid NOT NULL,
	"fan_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_interests_service_id_fan_id_pk" PRIMARY KEY("service_id","fan_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"includes" text,
	"note" text,
	"avatar" text,
	"duration_seconds" integer,
	"service_type" text,
	"chat_fee_type" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"modified" boolean DEFAULT false NOT NULL,
	"fixed_price" boolean DEFAULT true NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"min_price_cents" integer,
	"has_discount" boolean DEFAULT false NOT NULL,
	"discount_cents" integer,
	"discount_expires_on" date,
	"unit" integer,
	"amount_of_messages" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_not_negative" CHECK ("services"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_fee_purchases" ADD CONSTRAINT "chat_fee_purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_fee_purchases" ADD CONSTRAINT "chat_fee_purchases_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_fee_purchases" ADD CONSTRAINT "chat_fee_purchases_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_fee_purchases" ADD CONSTRAINT "chat_fee_purchases_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_interests" ADD CONSTRAINT "service_interests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_interests" ADD CONSTRAINT "service_interests_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_fee_purchases_transaction_key" ON "chat_fee_purchases" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "chat_fee_purchases_buyer_creator_idx" ON "chat_fee_purchases" USING btree ("buyer_id","creator_id");--> statement-breakpoint
CREATE INDEX "services_creator_idx" ON "services" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "services_one_default_chat_fee" ON "services" USING btree ("creator_id","chat_fee_type") WHERE "services"."is_default";