-- The member's campaigns are kept too (src/loyalty/earning/campaign-routes.ts, keyed by the product day as the
-- other loyalty answers): besides the client's campaigns (0025) they read the member's selected campaign, a column
-- of `users`, so its changes move the person's version. The function now takes the row's column naming the person
-- (default `user_id`; `id` for users).
CREATE OR REPLACE FUNCTION campus_bump_user_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb;
BEGIN
  FOR written IN SELECT to_jsonb(r) FROM (SELECT OLD AS r WHERE TG_OP <> 'INSERT' UNION ALL SELECT NEW WHERE TG_OP <> 'DELETE') rows(r) LOOP
    INSERT INTO user_answer_versions AS v (user_id, version) VALUES ((written->>coalesce(TG_ARGV[0], 'user_id'))::integer, 1)
      ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_selected_campaign_answer_version AFTER UPDATE OF selected_campaign_id ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.selected_campaign_id IS DISTINCT FROM NEW.selected_campaign_id) EXECUTE FUNCTION campus_bump_user_answer_version('id');
