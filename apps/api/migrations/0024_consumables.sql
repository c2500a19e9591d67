CREATE TABLE "consumable_balances" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consumable_balances_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "consumable_balances_not_negative" CHECK ("consumable_balances"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "consumable_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "consumable_packages_positive" CHECK ("consumable_packages"."price_cents" > 0 and "consumable_packages"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "consumable_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"for" text NOT NULL,
	"media_path" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumable_balances" ADD CONSTRAINT "consumable_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumable_packages" ADD CONSTRAINT "consumable_packages_plan_id_consumable_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."consumable_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumable_packages_plan_idx" ON "consumable_packages" USING btree ("plan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "consumable_plans_for_key" ON "consumable_plans" USING btree ("for");--> statement-breakpoint
INSERT INTO "consumable_plans" ("id", "name", "for", "media_path", "position") VALUES
  ('5a1e0000-0000-4000-8000-000000000001', 'SuperLike', 'super_likes', '/plans/super-like.svg', 1),
  ('5a1e0000-0000-4000-8000-000000000002', 'DirectMessage', 'direct_message', '/plans/direct-message.svg', 2),
  ('5a1e0000-0000-4000-8000-000000000003', 'Pokes', 'pokes', '/plans/pokes.svg', 3);--> statement-breakpoint
INSERT INTO "consumable_packages" ("id", "plan_id", "price_cents", "quantity", "position") VALUES
  ('5a1e0000-0000-4000-8001-000000000001', '5a1e0000-0000-4000-8000-000000000001', 499, 5, 1),
  ('5a1e0000-0000-4000-8001-000000000002', '5a1e0000-0000-4000-8000-000000000001', 1299, 15, 2),
  ('5a1e0000-0000-4000-8001-000000000003', '5a1e0000-0000-4000-8000-000000000002', 499, 5, 1),
  ('5a1e0000-0000-4000-8001-000000000004', '5a1e0000-0000-4000-8000-000000000002', 1499, 20, 2),
  ('5a1e0000-0000-4000-8001-000000000005', '5a1e0000-0000-4000-8000-000000000002', 2999, 50, 3),
  ('5a1e0000-0000-4000-8001-000000000006', '5a1e0000-0000-4000-8000-000000000003', 199, 10, 1),
  ('5a1e0000-0000-4000-8001-000000000007', '5a1e0000-0000-4000-8000-000000000003', 799, 50, 2);
