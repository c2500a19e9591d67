ALTER TYPE "public"."role" ADD VALUE 'AGENCY';--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'agency_available';--> statement-breakpoint
CREATE TABLE "agency_collaborations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"invitation_letter" text NOT NULL,
	"status" text DEFAULT 'INACTIVE' NOT NULL,
	"creator_action" text,
	"agency_action" text,
	"creator_share_percent" integer NOT NULL,
	"agency_share_percent" integer NOT NULL,
	"message_agency_share_percent" integer NOT NULL,
	"is_all_agency_share" boolean NOT NULL,
	"resource_permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agency_collaborations_status" CHECK ("agency_collaborations"."status" IN ('INACTIVE', 'ACTIVE', 'CANCELLED')),
	CONSTRAINT "agency_collaborations_shares" CHECK ("agency_collaborations"."creator_share_percent" + "agency_collaborations"."agency_share_percent" = 100 AND "agency_collaborations"."agency_share_percent" BETWEEN 0 AND 50 AND "agency_collaborations"."message_agency_share_percent" BETWEEN 0 AND 50)
);
--> statement-breakpoint
CREATE TABLE "agency_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"agency_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "share" text DEFAULT 'creator' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_collaborations" ADD CONSTRAINT "agency_collaborations_agency_id_users_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_collaborations" ADD CONSTRAINT "agency_collaborations_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD CONSTRAINT "agency_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_collaborations_one_active" ON "agency_collaborations" USING btree ("creator_id") WHERE "agency_collaborations"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "agency_collaborations_one_pending" ON "agency_collaborations" USING btree ("agency_id","creator_id") WHERE "agency_collaborations"."status" = 'INACTIVE';--> statement-breakpoint
CREATE INDEX "agency_collaborations_agency_idx" ON "agency_collaborations" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_share_kind" CHECK ("earnings"."share" IN ('creator', 'agency'));--> statement-breakpoint
-- Agencies' released funds are guarded like creators' available earnings: a withdrawal holds them under
-- the row lock. Compared as text: a value added to the enum cannot be cast to it in the same transaction.
CREATE OR REPLACE FUNCTION ledger_kind_is_guarded(p_kind ledger_account_kind) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT p_kind::text IN ('fan_wallet', 'creator_available', 'agency_available') $$;
