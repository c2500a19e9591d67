ALTER TABLE "chat_messages" ADD COLUMN "kind" text NOT NULL DEFAULT 'text';--> statement-breakpoint
-- Existing messages get their kind from the meta their writer gave them; a direct message left no mark and stays text.
UPDATE "chat_messages" SET "kind" = CASE
  WHEN "meta"->>'type' = 'ACCEPT_CALL' THEN 'accept-call'
  WHEN "meta" ? 'counter_status' THEN 'counter-offer'
  WHEN "meta" ? 'reqId' AND "meta" ? 'price' THEN 'request'
  WHEN "meta" ? 'reqId' THEN 'request-accepted'
  WHEN "meta" ? 'chat_media_id' AND ("meta"->>'is_audio')::boolean THEN 'voice'
  WHEN "meta" ? 'chat_media_id' THEN 'paid-media'
  WHEN ("meta"->>'is_auto_message')::boolean THEN 'auto-message'
  ELSE 'text'
END;--> statement-breakpoint
-- Call tokens leave the accepted-call messages both members read; each member's stays on the request.
UPDATE "chat_messages" SET "meta" = "meta" - 'call_token' WHERE "meta" ? 'call_token';--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "kind" DROP DEFAULT;
