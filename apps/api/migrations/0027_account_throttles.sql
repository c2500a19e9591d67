CREATE TYPE "public"."account_throttle_flow" AS ENUM('password', 'login_code', 'two_factor', 'reset_mail', 'recovery_mail');--> statement-breakpoint
CREATE TABLE "account_throttles" (
	"user_id" uuid NOT NULL,
	"flow" "account_throttle_flow" NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"pending" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"lock_mailed_at" timestamp with time zone,
	CONSTRAINT "account_throttles_user_id_flow_pk" PRIMARY KEY("user_id","flow")
);
--> statement-breakpoint
ALTER TABLE "account_throttles" ADD CONSTRAINT "account_throttles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;