CREATE TABLE "review_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stumble_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"passed" boolean NOT NULL,
	"from_scratch" boolean NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"target_retention" real NOT NULL,
	"maximum_interval_days" integer NOT NULL,
	CONSTRAINT "review_settings_retention_check" CHECK ("review_settings"."target_retention" between 0.7 and 0.99),
	CONSTRAINT "review_settings_interval_check" CHECK ("review_settings"."maximum_interval_days" between 1 and 36500)
);
--> statement-breakpoint
ALTER TABLE "review_marks" ADD CONSTRAINT "review_marks_stumble_id_stumbles_id_fk" FOREIGN KEY ("stumble_id") REFERENCES "public"."stumbles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_marks" ADD CONSTRAINT "review_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_marks_user_idx" ON "review_marks" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "review_marks_stumble_idx" ON "review_marks" USING btree ("stumble_id");