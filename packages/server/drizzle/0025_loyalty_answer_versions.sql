-- The reward store's answers are kept too (src/loyalty/spending/reward-routes.ts): its tables move the answer
-- versions of 0024_answer_versions — the client's (rewards, their category limits, campaigns) and the member's (their
-- points account, their level in each campaign). A category limit leads to its client through its site list entry.
CREATE OR REPLACE FUNCTION campus_bump_client_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb;
  key integer;
  owner integer;
BEGIN
  FOR written IN SELECT to_jsonb(r) FROM (SELECT OLD AS r WHERE TG_OP <> 'INSERT' UNION ALL SELECT NEW WHERE TG_OP <> 'DELETE') rows(r) LOOP
    key := (written->>TG_ARGV[0])::integer;
    owner := CASE TG_ARGV[1]
      WHEN 'client' THEN key
      WHEN 'item' THEN (SELECT client_id FROM catalogue_items WHERE id = key)
      WHEN 'playlist' THEN (SELECT i.client_id FROM podcast_playlists p JOIN catalogue_items i ON i.id = p.podcast_id WHERE p.id = key)
      WHEN 'entry' THEN (SELECT client_id FROM site_list_entries WHERE id = key)
    END;
    IF owner IS NOT NULL THEN
      INSERT INTO client_answer_versions AS v (client_id, version) VALUES (owner, 1)
        ON CONFLICT (client_id) DO UPDATE SET version = v.version + 1;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rewards_answer_version AFTER INSERT OR UPDATE OR DELETE ON rewards DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reward_category_limits_answer_version AFTER INSERT OR UPDATE OR DELETE ON reward_category_limits DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('category_id', 'entry');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER campaigns_answer_version AFTER INSERT OR UPDATE OR DELETE ON campaigns DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER point_accounts_answer_version AFTER INSERT OR UPDATE OR DELETE ON point_accounts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_campaign_levels_answer_version AFTER INSERT OR UPDATE OR DELETE ON member_campaign_levels DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
