DROP INDEX "submissions_account_time_idx";--> statement-breakpoint
-- The Smart Sheet and the dashboard read one account's submissions in a time range; carrying the
-- problem and the verdict in the index lets them do it without touching the table (index-only).
-- Written by hand: the schema builder cannot express INCLUDE.
CREATE INDEX "submissions_account_time_cover_idx" ON "submissions" USING btree ("account_id", "submitted_at") INCLUDE ("problem_id", "verdict");
