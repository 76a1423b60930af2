-- The member's campaigns and the learner's podcast playlists are kept too (src/loyalty/earning/campaign-routes.ts,
-- keyed by the product day as the other loyalty answers; src/podcasts/playlist-routes.ts). Besides the client's
-- campaigns (0025) and podcasts (0024), they read the member's selected campaign, a column of `users`, and the
-- learner's playlists and their episodes, which move the person's version. The function (as 0027 left it) gains two
-- kinds: 'user' (the column named holds the person's id itself) and 'learner_playlist' (a playlist's owner).
CREATE OR REPLACE FUNCTION campus_bump_user_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb;
  owner integer;
BEGIN
  FOR written IN SELECT to_jsonb(r) FROM (SELECT OLD AS r WHERE TG_OP <> 'INSERT' UNION ALL SELECT NEW WHERE TG_OP <> 'DELETE') rows(r) LOOP
    owner := CASE WHEN TG_NARGS = 0 THEN (written->>'user_id')::integer
      WHEN TG_ARGV[1] = 'user' THEN (written->>TG_ARGV[0])::integer
      WHEN TG_ARGV[1] = 'sale' THEN (SELECT user_id FROM sales WHERE id = (written->>TG_ARGV[0])::integer)
      WHEN TG_ARGV[1] = 'order' THEN (SELECT user_id FROM reward_orders WHERE id = (written->>TG_ARGV[0])::integer)
      WHEN TG_ARGV[1] = 'learner_playlist' THEN (SELECT user_id FROM learner_playlists WHERE id = (written->>TG_ARGV[0])::integer)
    END;
    IF owner IS NOT NULL THEN
      INSERT INTO user_answer_versions AS v (user_id, version) VALUES (owner, 1)
        ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_selected_campaign_answer_version AFTER UPDATE OF selected_campaign_id ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.selected_campaign_id IS DISTINCT FROM NEW.selected_campaign_id) EXECUTE FUNCTION campus_bump_user_answer_version('id', 'user');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER learner_playlists_answer_version AFTER INSERT OR UPDATE OR DELETE ON learner_playlists DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER learner_playlist_episodes_answer_version AFTER INSERT OR UPDATE OR DELETE ON learner_playlist_episodes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version('playlist_id', 'learner_playlist');
