ALTER TABLE "client_answer_versions" ADD COLUMN "forum_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The forum's answers are kept too (src/forum/forum-routes.ts: the forums, a forum, its topics, a topic and its
-- replies), under a version of the client's forums of their own: posts are frequent, and moving the client's version
-- with each would drop the client's kept catalogue answers with it. Forums and reports lead to their client
-- ('client'), topics through their forum ('forum'), replies through their topic ('topic'); a person's new name
-- (authors are shown by name) moves the forum version of every client they belong to ('user'). Deferred to commit
-- as the other versions (0024).
CREATE FUNCTION campus_bump_client_forum_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb;
  key integer;
BEGIN
  FOR written IN SELECT to_jsonb(r) FROM (SELECT OLD AS r WHERE TG_OP <> 'INSERT' UNION ALL SELECT NEW WHERE TG_OP <> 'DELETE') rows(r) LOOP
    key := (written->>TG_ARGV[0])::integer;
    INSERT INTO client_answer_versions AS v (client_id, forum_version)
      SELECT DISTINCT owner, 1 FROM (
        SELECT key AS owner WHERE TG_ARGV[1] = 'client'
        UNION ALL SELECT client_id FROM forums WHERE TG_ARGV[1] = 'forum' AND id = key
        UNION ALL SELECT f.client_id FROM forum_topics t JOIN forums f ON f.id = t.forum_id WHERE TG_ARGV[1] = 'topic' AND t.id = key
        UNION ALL SELECT client_id FROM user_clients WHERE TG_ARGV[1] = 'user' AND user_id = key
        UNION ALL SELECT selected_client_id FROM users WHERE TG_ARGV[1] = 'user' AND id = key
      ) owners WHERE owner IS NOT NULL
      ON CONFLICT (client_id) DO UPDATE SET forum_version = v.forum_version + 1;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER forums_forum_version AFTER INSERT OR UPDATE OR DELETE ON forums DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_forum_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER forum_reports_forum_version AFTER INSERT OR UPDATE OR DELETE ON forum_reports DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_forum_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER forum_topics_forum_version AFTER INSERT OR UPDATE OR DELETE ON forum_topics DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_forum_version('forum_id', 'forum');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER forum_replies_forum_version AFTER INSERT OR UPDATE OR DELETE ON forum_replies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_forum_version('topic_id', 'topic');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_name_forum_version AFTER UPDATE OF full_name ON users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION campus_bump_client_forum_version('id', 'user');
