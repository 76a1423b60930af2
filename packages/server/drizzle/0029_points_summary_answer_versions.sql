-- The member's points summary and levels are kept too (src/loyalty/earning/points-routes.ts): besides the tables the
-- statement and the stores already cover (the points account, the ledger, the member's campaign levels, sales,
-- campaigns, the levels' site list entries), the summary reads the point lots (what expires when), which move the
-- member's version.
CREATE CONSTRAINT TRIGGER point_lots_answer_version AFTER INSERT OR UPDATE OR DELETE ON point_lots DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
