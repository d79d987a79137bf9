ALTER TABLE "platform_accounts" ADD COLUMN "activity_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand from here: the summary's trigger function (drizzle/0013) also bumps the written
-- accounts' activity_version, in the same transaction, so a saved Smart Sheet can tell in one cheap
-- read whether anything behind it changed.
CREATE OR REPLACE FUNCTION "account_problem_activity_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  accounts uuid[];
  problem_ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(t.account_id ORDER BY t.account_id, t.problem_id), array_agg(t.problem_id ORDER BY t.account_id, t.problem_id)
    INTO accounts, problem_ids
    FROM (SELECT DISTINCT n.account_id, n.problem_id FROM new_rows n) t;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only rows whose pair, verdict or time changed (a sync rewrites a verdict that may be the same).
    SELECT array_agg(t.account_id ORDER BY t.account_id, t.problem_id), array_agg(t.problem_id ORDER BY t.account_id, t.problem_id)
    INTO accounts, problem_ids
    FROM (
      SELECT x.account_id, x.problem_id
      FROM old_rows o
      JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.account_id, o.problem_id), (n.account_id, n.problem_id)) AS x(account_id, problem_id)
      WHERE (o.account_id, o.problem_id, o.verdict, o.submitted_at) IS DISTINCT FROM (n.account_id, n.problem_id, n.verdict, n.submitted_at)
      GROUP BY x.account_id, x.problem_id
    ) t;
  ELSE
    SELECT array_agg(t.account_id ORDER BY t.account_id, t.problem_id), array_agg(t.problem_id ORDER BY t.account_id, t.problem_id)
    INTO accounts, problem_ids
    FROM (SELECT DISTINCT o.account_id, o.problem_id FROM old_rows o) t;
  END IF;
  IF accounts IS NULL THEN
    RETURN NULL;
  END IF;
  -- Two transactions writing one account's submissions take turns here; the recount below is a
  -- statement of its own, so it sees everything the other one committed.
  PERFORM 1 FROM platform_accounts a WHERE a.id = ANY (accounts) ORDER BY a.id FOR NO KEY UPDATE;
  DELETE FROM account_problem_activity a
  USING unnest(accounts, problem_ids) AS t(account_id, problem_id)
  WHERE a.account_id = t.account_id AND a.problem_id = t.problem_id
    AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.account_id = t.account_id AND s.problem_id = t.problem_id);
  INSERT INTO account_problem_activity (account_id, problem_id, last_at, solved_at, last_solved_at)
  SELECT t.account_id, t.problem_id, x.last_at, x.solved_at, x.last_solved_at
  FROM unnest(accounts, problem_ids) AS t(account_id, problem_id)
  CROSS JOIN LATERAL (
    SELECT max(s.submitted_at) AS last_at,
      min(s.submitted_at) FILTER (WHERE s.verdict = 'accepted') AS solved_at,
      max(s.submitted_at) FILTER (WHERE s.verdict = 'accepted') AS last_solved_at
    FROM submissions s
    WHERE s.account_id = t.account_id AND s.problem_id = t.problem_id
  ) x
  WHERE x.last_at IS NOT NULL
  ON CONFLICT (account_id, problem_id) DO UPDATE
    SET last_at = excluded.last_at, solved_at = excluded.solved_at, last_solved_at = excluded.last_solved_at
    WHERE (account_problem_activity.last_at, account_problem_activity.solved_at, account_problem_activity.last_solved_at)
      IS DISTINCT FROM (excluded.last_at, excluded.solved_at, excluded.last_solved_at);
  -- The accounts' activity changed: answers computed from it before (the Smart Sheet's) are stale.
  UPDATE platform_accounts SET activity_version = activity_version + 1 WHERE id = ANY (accounts);
  RETURN NULL;
END
$$;
