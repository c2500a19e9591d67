CREATE TABLE "subscription_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid,
	"group_id" uuid,
	"validity_type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"discount" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_packages_one_owner" CHECK (("subscription_packages"."channel_id" is null) <> ("subscription_packages"."group_id" is null)),
	CONSTRAINT "subscription_packages_price_positive" CHECK ("subscription_packages"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "collab_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_members" (
	"group_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"share_percent" integer NOT NULL,
	CONSTRAINT "collab_members_group_id_creator_id_pk" PRIMARY KEY("group_id","creator_id"),
	CONSTRAINT "collab_members_share_range" CHECK ("collab_members"."share_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fan_id" uuid NOT NULL,
	"channel_id" uuid,
	"group_id" uuid,
	"package_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"price_cents" integer NOT NULL,
	"payment_mode" text NOT NULL,
	"card_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"renewal_cycle" integer DEFAULT 0 NOT NULL,
	"failed_renewals" integer DEFAULT 0 NOT NULL,
	"next_renewal_attempt_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_one_target" CHECK (("subscriptions"."channel_id" is null) <> ("subscriptions"."group_id" is null))
);
--> statement-breakpoint
DROP INDEX "channels_creator_key";--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "hashtags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "subscription_type" text DEFAULT 'PAID' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "background" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "perks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "free_services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD CONSTRAINT "subscription_packages_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_packages" ADD CONSTRAINT "subscription_packages_group_id_collab_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."collab_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_groups" ADD CONSTRAINT "collab_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_members" ADD CONSTRAINT "collab_members_group_id_collab_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."collab_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_members" ADD CONSTRAINT "collab_members_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_group_id_collab_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."collab_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_subscription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_packages_channel_validity_key" ON "subscription_packages" USING btree ("channel_id","validity_type") WHERE "subscription_packages"."channel_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_packages_group_validity_key" ON "subscription_packages" USING btree ("group_id","validity_type") WHERE "subscription_packages"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_channel_key" ON "subscriptions" USING btree ("fan_id","channel_id") WHERE "subscriptions"."status" <> 'expired' and "subscriptions"."channel_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_group_key" ON "subscriptions" USING btree ("fan_id","group_id") WHERE "subscriptions"."status" <> 'expired' and "subscriptions"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_fan_idx" ON "subscriptions" USING btree ("fan_id","expires_on");--> statement-breakpoint
CREATE INDEX "subscriptions_channel_idx" ON "subscriptions" USING btree ("channel_id","status");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("expires_on") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE INDEX "channels_creator_idx" ON "channels" USING btree ("creator_id");