-- The learner's badges, certificates and activity feed are kept too (src/achievements/badge-routes.ts,
-- certificate-routes.ts, src/profile-feed/feed-routes.ts). Besides the tables earlier versions cover (catalogue states
-- and items, points accounts, sales, campaigns, reward orders, rewards), they read the learner's certificates, badges
-- earned, test attempts (a perfect score's badge) and event check-ins, which move the person's version, and the
-- client's badges and loyalty events, which move the client's.
CREATE CONSTRAINT TRIGGER certificates_answer_version AFTER INSERT OR UPDATE OR DELETE ON certificates DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_badges_answer_version AFTER INSERT OR UPDATE OR DELETE ON user_badges DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER test_attempts_answer_version AFTER INSERT OR UPDATE OR DELETE ON test_attempts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_attendances_answer_version AFTER INSERT OR UPDATE OR DELETE ON event_attendances DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER badges_answer_version AFTER INSERT OR UPDATE OR DELETE ON badges DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER loyalty_events_answer_version AFTER INSERT OR UPDATE OR DELETE ON loyalty_events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
