CREATE TABLE "virtual_contest_participants" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "virtual_contest_participants_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id"),
	CONSTRAINT "virtual_contest_participants_status_check" CHECK ("virtual_contest_participants"."status" in ('invited', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "virtual_contest_problems" (
	"contest_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"problem_id" bigint NOT NULL,
	CONSTRAINT "virtual_contest_problems_contest_id_position_pk" PRIMARY KEY("contest_id","position")
);
--> statement-breakpoint
CREATE TABLE "virtual_contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"title" text NOT NULL,
	"mode" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"penalty_seconds" integer NOT NULL,
	"verified_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_contests_mode_check" CHECK ("virtual_contests"."mode" in ('normal', 'lockout', 'training')),
	CONSTRAINT "virtual_contests_window_check" CHECK ("virtual_contests"."end_at" > "virtual_contests"."start_at")
);
--> statement-breakpoint
ALTER TABLE "virtual_contest_participants" ADD CONSTRAINT "virtual_contest_participants_contest_id_virtual_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."virtual_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_contest_participants" ADD CONSTRAINT "virtual_contest_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_contest_problems" ADD CONSTRAINT "virtual_contest_problems_contest_id_virtual_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."virtual_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_contest_problems" ADD CONSTRAINT "virtual_contest_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_contests" ADD CONSTRAINT "virtual_contests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_contest_participants_user_idx" ON "virtual_contest_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "virtual_contests_creator_idx" ON "virtual_contests" USING btree ("creator_id");