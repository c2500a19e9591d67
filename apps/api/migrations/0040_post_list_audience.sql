ALTER TABLE "posts" DROP CONSTRAINT "posts_visibility_fields";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "list_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_list_id_custom_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."custom_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_list_page_idx" ON "posts" USING btree ("list_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."visibility" = 'list';--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_list_only_for_list" CHECK ("posts"."visibility" = 'list' or "posts"."list_id" is null);--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_visibility_fields" CHECK (("posts"."visibility" = 'free' and "posts"."channel_id" is null and "posts"."price_cents" is null)
      or ("posts"."visibility" = 'subscribers' and "posts"."channel_id" is not null and "posts"."price_cents" is null)
      or ("posts"."visibility" = 'paid' and "posts"."channel_id" is null and "posts"."price_cents" >= 99)
      or ("posts"."visibility" = 'list' and "posts"."channel_id" is null and "posts"."price_cents" is null));