CREATE TABLE "leetcode_problem_ratings" (
	"title_slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"rating" real NOT NULL,
	"contest_slug" text NOT NULL,
	"problem_index" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_scale" (
	"problem_id" bigint PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"unified" integer NOT NULL,
	"estimated" boolean NOT NULL,
	"source" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "problem_scale_platform_check" CHECK ("platform" in ('leetcode', 'codeforces', 'codechef')),
	CONSTRAINT "problem_scale_source_check" CHECK ("problem_scale"."source" in ('rating', 'zerotrac', 'attempts', 'coarse'))
);
--> statement-breakpoint
CREATE TABLE "scale_mappings" (
	"platform" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"knots" jsonb NOT NULL,
	"sample" integer NOT NULL,
	"fitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scale_mappings_platform_check" CHECK ("platform" in ('leetcode', 'codeforces', 'codechef')),
	CONSTRAINT "scale_mappings_method_check" CHECK ("scale_mappings"."method" in ('default', 'robust_line', 'equipercentile'))
);
--> statement-breakpoint
ALTER TABLE "problem_scale" ADD CONSTRAINT "problem_scale_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_scale_unified_idx" ON "problem_scale" USING btree ("unified");--> statement-breakpoint
CREATE INDEX "problem_scale_platform_unified_idx" ON "problem_scale" USING btree ("platform","unified");