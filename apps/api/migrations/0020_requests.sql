CREATE TABLE "service_request_payments" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"applied" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fan_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"initial_price_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"duration_seconds" integer,
	"note" text,
	"rating_type" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" text,
	"delivery_media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counter_price_cents" integer,
	"counter_description" text,
	"counter_status" text,
	"message_id" uuid,
	"counter_message_id" uuid,
	"call_tokens" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"responded_at" timestamp with time zone,
	"started_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_status_known" CHECK ("service_requests"."status" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "service_request_payments" ADD CONSTRAINT "service_request_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_payments" ADD CONSTRAINT "service_request_payments_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_payments_request_idx" ON "service_request_payments" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_transaction_key" ON "service_requests" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "service_requests_waiting_idx" ON "service_requests" USING btree ("status","created_at");