ALTER TABLE "platform_accounts" ADD COLUMN "handle_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD COLUMN "missing_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD COLUMN "verdicts_unsettled_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD COLUMN "watched_contests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD COLUMN "rating_stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "verdict_final" boolean DEFAULT true NOT NULL;