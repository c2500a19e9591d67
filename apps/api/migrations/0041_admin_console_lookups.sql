ALTER TABLE "reports" ADD COLUMN "reported_owner_id" uuid;--> statement-breakpoint
-- payer_id is added empty, filled from the transactions below, then made NOT NULL.
ALTER TABLE "disputes" ADD COLUMN "payer_id" uuid;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "creator_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_owner_id_users_id_fk" FOREIGN KEY ("reported_owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_owner_idx" ON "reports" USING btree ("reported_owner_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_payer_idx" ON "disputes" USING btree ("payer_id","opened_at");--> statement-breakpoint
CREATE INDEX "disputes_creator_idx" ON "disputes" USING btree ("creator_id","opened_at");--> statement-breakpoint
-- Backfill: the payer and the creator of earlier disputes, from their transactions.
UPDATE "disputes" d SET "payer_id" = t."payer_id" FROM "transactions" t WHERE t."id" = d."transaction_id";--> statement-breakpoint
UPDATE "disputes" d SET "creator_id" = r."recipient_id" FROM "transaction_recipients" r WHERE r."transaction_id" = d."transaction_id" AND r."share" = 'creator';--> statement-breakpoint
ALTER TABLE "disputes" ALTER COLUMN "payer_id" SET NOT NULL;--> statement-breakpoint
-- Backfill: whose each earlier report's item is (an item deleted since leaves it null).
UPDATE "reports" SET "reported_owner_id" = "reported_id" WHERE "kind" = 'user' AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "reports"."reported_id");--> statement-breakpoint
UPDATE "reports" r SET "reported_owner_id" = p."creator_id" FROM "posts" p WHERE r."kind" = 'post' AND p."id" = r."reported_id";--> statement-breakpoint
UPDATE "reports" r SET "reported_owner_id" = s."creator_id" FROM "stories" s WHERE r."kind" = 'story' AND s."id" = r."reported_id";--> statement-breakpoint
UPDATE "reports" r SET "reported_owner_id" = c."creator_id" FROM "channels" c WHERE r."kind" = 'channel' AND c."id" = r."reported_id";
