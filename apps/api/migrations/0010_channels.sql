ALTER TABLE "channels" ADD COLUMN "type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "social_handles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "default_perks" jsonb DEFAULT '{"free_chats":false}'::jsonb NOT NULL;