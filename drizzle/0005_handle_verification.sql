CREATE TABLE "handle_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"problem" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "handle_challenges_platform_check" CHECK ("platform" in ('leetcode', 'codeforces', 'codechef'))
);
--> statement-breakpoint
CREATE TABLE "verified_handles" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verified_handles_method_check" CHECK ("verified_handles"."method" in ('compile_error', 'codeforces_oidc'))
);
--> statement-breakpoint
ALTER TABLE "handle_challenges" ADD CONSTRAINT "handle_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handle_challenges" ADD CONSTRAINT "handle_challenges_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_handles" ADD CONSTRAINT "verified_handles_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_handles" ADD CONSTRAINT "verified_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handle_challenges_user_account_idx" ON "handle_challenges" USING btree ("user_id","account_id");--> statement-breakpoint
CREATE INDEX "verified_handles_user_idx" ON "verified_handles" USING btree ("user_id");