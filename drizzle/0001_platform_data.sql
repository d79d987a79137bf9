CREATE TABLE "contest_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"contest_external_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"rank" integer,
	"old_rating" integer,
	"new_rating" integer,
	CONSTRAINT "contest_results_platform_check" CHECK ("platform" in ('leetcode', 'codeforces', 'codechef'))
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" uuid NOT NULL,
	"user_id" uuid,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_one_target_check" CHECK (("follows"."user_id" is null) <> ("follows"."account_id" is null)),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."user_id" is null or "follows"."user_id" <> "follows"."follower_id")
);
--> statement-breakpoint
CREATE TABLE "platform_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform" text NOT NULL,
	"handle" text NOT NULL,
	"handle_key" text NOT NULL,
	"display_name" text,
	"rating" integer,
	"max_rating" integer,
	"rank" text,
	"avatar_url" text,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	"last_seen_online_at" timestamp with time zone,
	"online_at_last_sync" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"submissions_per_hour" real DEFAULT 0 NOT NULL,
	"may_have_missed_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_accounts_platform_check" CHECK ("platform" in ('leetcode', 'codeforces', 'codechef')),
	CONSTRAINT "platform_accounts_status_check" CHECK ("platform_accounts"."status" in ('pending', 'ok', 'error', 'not_found'))
);
--> statement-breakpoint
CREATE TABLE "platform_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_throttle" (
	"platform" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL,
	CONSTRAINT "platform_throttle_platform_check" CHECK ("platform" in ('leetcode', 'codeforces', 'codechef'))
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"difficulty" text,
	"rating" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contest_external_id" text,
	"problem_index" text,
	"details_fetched_at" timestamp with time zone,
	CONSTRAINT "problems_platform_check" CHECK ("platform" in ('leetcode', 'codeforces', 'codechef'))
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"problem_id" bigint NOT NULL,
	"verdict" text NOT NULL,
	"raw_verdict" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"during_contest" boolean DEFAULT false NOT NULL,
	CONSTRAINT "submissions_verdict_check" CHECK ("submissions"."verdict" in ('accepted', 'rejected', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "sync_jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_handles" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "user_handles_user_id_platform_pk" PRIMARY KEY("user_id","platform"),
	CONSTRAINT "user_handles_platform_check" CHECK ("platform" in ('leetcode', 'codeforces', 'codechef'))
);
--> statement-breakpoint
ALTER TABLE "contest_results" ADD CONSTRAINT "contest_results_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD CONSTRAINT "sync_jobs_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_handles" ADD CONSTRAINT "user_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_handles" ADD CONSTRAINT "user_handles_account_id_platform_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."platform_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_results_account_contest_idx" ON "contest_results" USING btree ("account_id","contest_external_id");--> statement-breakpoint
CREATE INDEX "contest_results_account_date_idx" ON "contest_results" USING btree ("account_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_idx" ON "follows" USING btree ("follower_id","user_id") WHERE "follows"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_account_idx" ON "follows" USING btree ("follower_id","account_id") WHERE "follows"."account_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_accounts_platform_handle_idx" ON "platform_accounts" USING btree ("platform","handle_key");--> statement-breakpoint
CREATE UNIQUE INDEX "problems_platform_external_idx" ON "problems" USING btree ("platform","external_id");--> statement-breakpoint
CREATE INDEX "problems_contest_idx" ON "problems" USING btree ("platform","contest_external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_account_external_idx" ON "submissions" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "submissions_account_time_idx" ON "submissions" USING btree ("account_id","submitted_at");--> statement-breakpoint
CREATE INDEX "submissions_account_problem_idx" ON "submissions" USING btree ("account_id","problem_id");--> statement-breakpoint
CREATE INDEX "sync_jobs_due_idx" ON "sync_jobs" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "user_handles_account_idx" ON "user_handles" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "favorite_contests" ADD CONSTRAINT "favorite_contests_platform_check" CHECK ("platform" in ('leetcode', 'codeforces', 'codechef', 'other'));--> statement-breakpoint
ALTER TABLE "stumbles" ADD CONSTRAINT "stumbles_platform_check" CHECK ("platform" in ('leetcode', 'codeforces', 'codechef', 'other'));