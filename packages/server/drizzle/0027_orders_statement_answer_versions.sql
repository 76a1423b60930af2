-- The member's orders and points statement are kept too (src/loyalty/spending/order-routes.ts,
-- src/loyalty/earning/points-routes.ts): orders, their status history (through the order) and ledger entries move the
-- member's answer version (the member's own lists name no member: the users table needs no trigger). The user
-- function learns one more kind: 'order' (an order id).
CREATE OR REPLACE FUNCTION campus_bump_user_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb;
  owner integer;
BEGIN
  FOR written IN SELECT to_jsonb(r) FROM (SELECT OLD AS r WHERE TG_OP <> 'INSERT' UNION ALL SELECT NEW WHERE TG_OP <> 'DELETE') rows(r) LOOP
    owner := CASE WHEN TG_NARGS = 0 THEN (written->>'user_id')::integer
      WHEN TG_ARGV[1] = 'sale' THEN (SELECT user_id FROM sales WHERE id = (written->>TG_ARGV[0])::integer)
      WHEN TG_ARGV[1] = 'order' THEN (SELECT user_id FROM reward_orders WHERE id = (written->>TG_ARGV[0])::integer)
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
CREATE CONSTRAINT TRIGGER reward_orders_answer_version AFTER INSERT OR UPDATE OR DELETE ON reward_orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reward_order_status_history_answer_version AFTER INSERT OR UPDATE OR DELETE ON reward_order_status_history DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version('order_id', 'order');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_answer_version AFTER INSERT OR UPDATE OR DELETE ON ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
