CREATE TABLE "mass_message_recipients" (
	"mass_message_id" uuid NOT NULL,
	"fan_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_id" uuid,
	"chat_media_id" uuid,
	"done_at" timestamp (3) with time zone,
	CONSTRAINT "mass_message_recipients_mass_message_id_fan_id_pk" PRIMARY KEY("mass_message_id","fan_id"),
	CONSTRAINT "mass_message_recipients_status" CHECK ("mass_message_recipients"."status" in ('pending', 'sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "mass_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"audience_type" text NOT NULL,
	"audience_id" uuid,
	"text" text NOT NULL,
	"fee_cents" integer,
	"vault_media_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (3) with time zone,
	CONSTRAINT "mass_messages_fee_positive" CHECK ("mass_messages"."fee_cents" is null or "mass_messages"."fee_cents" > 0),
	CONSTRAINT "mass_messages_paid_has_media" CHECK (("mass_messages"."fee_cents" is null) = (cardinality("mass_messages"."vault_media_ids") = 0))
);
--> statement-breakpoint
ALTER TABLE "mass_message_recipients" ADD CONSTRAINT "mass_message_recipients_mass_message_id_mass_messages_id_fk" FOREIGN KEY ("mass_message_id") REFERENCES "public"."mass_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_message_recipients" ADD CONSTRAINT "mass_message_recipients_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_messages" ADD CONSTRAINT "mass_messages_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mass_message_recipients_pending_idx" ON "mass_message_recipients" USING btree ("mass_message_id") WHERE "mass_message_recipients"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mass_messages_creator_idx" ON "mass_messages" USING btree ("creator_id","created_at");