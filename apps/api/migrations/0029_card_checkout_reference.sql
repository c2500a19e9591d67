ALTER TABLE "card_checkouts" DROP CONSTRAINT "card_checkouts_pkey";--> statement-breakpoint
ALTER TABLE "card_checkouts" ALTER COLUMN "checkout_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_checkout_id_key" ON "card_checkouts" USING btree ("checkout_id");
