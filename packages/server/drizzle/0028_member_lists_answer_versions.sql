-- The member's stores, the products, the photo types and the member's messages are kept too
-- (src/loyalty/earning/member-catalogue-routes.ts, message-routes.ts): a store's loyalty settings lead to its client
-- through the store ('store'), a campaign's stores through the campaign ('campaign'); photo types move the client's
-- version; the member's stores (user_stores) and messages the member's.
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
CREATE CONSTRAINT TRIGGER store_loyalty_settings_answer_version AFTER INSERT OR UPDATE OR DELETE ON store_loyalty_settings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('store_id', 'store');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER campaign_stores_answer_version AFTER INSERT OR UPDATE OR DELETE ON campaign_stores DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('campaign_id', 'campaign');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER photo_types_answer_version AFTER INSERT OR UPDATE OR DELETE ON photo_types DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_stores_answer_version AFTER INSERT OR UPDATE OR DELETE ON user_stores DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_messages_answer_version AFTER INSERT OR UPDATE OR DELETE ON member_messages DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
