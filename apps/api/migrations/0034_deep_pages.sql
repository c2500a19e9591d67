DROP INDEX "transaction_recipients_recipient_idx";--> statement-breakpoint
ALTER TABLE "transaction_recipients" ADD COLUMN "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "transaction_recipients_page_idx" ON "transaction_recipients" USING btree ("recipient_id","created_at" DESC NULLS LAST,"transaction_id" DESC NULLS LAST);--> statement-breakpoint
-- A recipient's row carries its transaction's created_at, the key of the recipient's transactions page.
UPDATE "transaction_recipients" r SET "created_at" = t."created_at" FROM "transactions" t WHERE t."id" = r."transaction_id";--> statement-breakpoint
CREATE FUNCTION transaction_recipients_created_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.created_at INTO STRICT NEW.created_at FROM transactions t WHERE t.id = NEW.transaction_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER transaction_recipients_created_at BEFORE INSERT ON "transaction_recipients"
FOR EACH ROW EXECUTE FUNCTION transaction_recipients_created_at();
