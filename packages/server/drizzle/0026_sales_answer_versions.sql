-- A member's sales list is kept too (src/loyalty/earning/sale-routes.ts): its sales and their lines move the member's
-- answer version (a line through its sale), the chains, stores and products it names move the client's. The user
-- function now takes an optional column and kind as its arguments: none for a row's own user_id, 'sale' for a sale id.
CREATE OR REPLACE FUNCTION campus_bump_user_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written jsonb;
  owner integer;
BEGIN
  FOR written IN SELECT to_jsonb(r) FROM (SELECT OLD AS r WHERE TG_OP <> 'INSERT' UNION ALL SELECT NEW WHERE TG_OP <> 'DELETE') rows(r) LOOP
    owner := CASE WHEN TG_NARGS = 0 THEN (written->>'user_id')::integer
      WHEN TG_ARGV[1] = 'sale' THEN (SELECT user_id FROM sales WHERE id = (written->>TG_ARGV[0])::integer)
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
CREATE CONSTRAINT TRIGGER sales_answer_version AFTER INSERT OR UPDATE OR DELETE ON sales DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sale_lines_answer_version AFTER INSERT OR UPDATE OR DELETE ON sale_lines DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_user_answer_version('sale_id', 'sale');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER retail_chains_answer_version AFTER INSERT OR UPDATE OR DELETE ON retail_chains DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stores_answer_version AFTER INSERT OR UPDATE OR DELETE ON stores DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER loyalty_products_answer_version AFTER INSERT OR UPDATE OR DELETE ON loyalty_products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION campus_bump_client_answer_version('client_id', 'client');
