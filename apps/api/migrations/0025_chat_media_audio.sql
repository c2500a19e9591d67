ALTER TABLE "chat_media" DROP CONSTRAINT "chat_media_fee_positive";--> statement-breakpoint
ALTER TABLE "chat_media" ADD CONSTRAINT "chat_media_fee_not_negative" CHECK ("chat_media"."fee_cents" >= 0);