CREATE TABLE "review_offer_dismissals" (
	"user_id" uuid NOT NULL,
	"problem_id" bigint NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_offer_dismissals_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
ALTER TABLE "review_offer_dismissals" ADD CONSTRAINT "review_offer_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_offer_dismissals" ADD CONSTRAINT "review_offer_dismissals_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;