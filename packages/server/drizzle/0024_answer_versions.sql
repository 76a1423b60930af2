CREATE TABLE "client_answer_versions" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_answer_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Answer versions (src/db/schema/answer-versions.ts): every write to a table a catalogue list reads bumps the version of
-- the client (or, for a learner's own state, the user) it belongs to. Deferred to commit: the version row is locked
-- only at the very end of the writing transaction, after every other lock it takes, so two writers cannot deadlock
-- on it, and the bump commits atomically with the write. TG_ARGV[0] names the row's column that leads to the client,
-- TG_ARGV[1] how: 'client' (the client's id itself), 'item' (a catalogue item's id), 'playlist' (a podcast playlist's).
CREATE FUNCTION campus_bump_client_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE FUNCTION campus_bump_user_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb;
BEGIN
  FOR written IN SELECT to_jsonb(r) FROM (SELECT OLD AS r WHERE TG_OP <> 'INSERT' UNION ALL SELECT NEW WHERE TG_OP <> 'DELETE') rows(r) LOOP
    INSERT INTO user_answer_versions AS v (user_id, version) VALUES ((written->>'user_id')::integer, 1)
      ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_items_answer_version AFTER INSERT OR UPDATE OR DELETE ON catalogue_items DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER site_list_entries_answer_version AFTER INSERT OR UPDATE OR DELETE ON site_list_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_item_labels_answer_version AFTER INSERT OR UPDATE OR DELETE ON catalogue_item_labels DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('item_id', 'item');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_item_children_answer_version AFTER INSERT OR UPDATE OR DELETE ON catalogue_item_children DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('parent_id', 'item');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER presential_events_answer_version AFTER INSERT OR UPDATE OR DELETE ON presential_events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('item_id', 'item');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER class_instructors_answer_version AFTER INSERT OR UPDATE OR DELETE ON class_instructors DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('item_id', 'item');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER podcast_playlists_answer_version AFTER INSERT OR UPDATE OR DELETE ON podcast_playlists DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('podcast_id', 'item');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER podcast_episodes_answer_version AFTER INSERT OR UPDATE OR DELETE ON podcast_episodes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('playlist_id', 'playlist');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_user_states_answer_version AFTER INSERT OR UPDATE OR DELETE ON catalogue_user_states DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
