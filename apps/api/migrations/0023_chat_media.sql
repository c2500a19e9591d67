CREATE TABLE "chat_media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"fee_cents" integer NOT NULL,
	"is_audio" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_media_fee_positive" CHECK ("chat_media"."fee_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_media_items" (
	"chat_media_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "chat_media_items_chat_media_id_media_id_pk" PRIMARY KEY("chat_media_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "chat_media_unlocks" (
	"user_id" uuid NOT NULL,
	"chat_media_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_media_unlocks_user_id_chat_media_id_pk" PRIMARY KEY("user_id","chat_media_id")
);
--> statement-breakpoint
DROP INDEX "transactions_one_live_unlock_key";--> statement-breakpoint
ALTER TABLE "chat_media" ADD CONSTRAINT "chat_media_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_media" ADD CONSTRAINT "chat_media_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_media" ADD CONSTRAINT "chat_media_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_media" ADD CONSTRAINT "chat_media_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_media_items" ADD CONSTRAINT "chat_media_items_chat_media_id_chat_media_id_fk" FOREIGN KEY ("chat_media_id") REFERENCES "public"."chat_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_media_items" ADD CONSTRAINT "chat_media_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_media_unlocks" ADD CONSTRAINT "chat_media_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_media_unlocks" ADD CONSTRAINT "chat_media_unlocks_chat_media_id_chat_media_id_fk" FOREIGN KEY ("chat_media_id") REFERENCES "public"."chat_media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_media_unlocks" ADD CONSTRAINT "chat_media_unlocks_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_media_message_key" ON "chat_media" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_media_buyer_idx" ON "chat_media" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_media_items_media_key" ON "chat_media_items" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "chat_media_unlocks_transaction_idx" ON "chat_media_unlocks" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_live_unlock_key" ON "transactions" USING btree ("payer_id","type",("traceable"->>'ref')) WHERE "transactions"."type" in ('PremiumPost', 'PremiumStory', 'MediaPurchase', 'AudioMediaPurchase') and "transactions"."status" in ('Pending', 'Authorised', 'Completed');