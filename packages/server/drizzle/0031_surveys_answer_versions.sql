-- The caller's open surveys are kept too (src/surveys/survey-routes.ts), until the next instant one of the client's
-- surveys opens or closes: surveys and their invitees move the client's version (an invitee's row may also end a
-- survey being for everyone), the answers the person's. The invitees lead to their client through their survey
-- ('survey').
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
      WHEN 'store' THEN (SELECT client_id FROM stores WHERE id = key)
      WHEN 'campaign' THEN (SELECT client_id FROM campaigns WHERE id = key)
      WHEN 'survey' THEN (SELECT client_id FROM surveys WHERE id = key)
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
CREATE CONSTRAINT TRIGGER surveys_answer_version AFTER INSERT OR UPDATE OR DELETE ON surveys DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER survey_invitees_answer_version AFTER INSERT OR UPDATE OR DELETE ON survey_invitees DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('survey_id', 'survey');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER survey_responses_answer_version AFTER INSERT OR UPDATE OR DELETE ON survey_responses DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
