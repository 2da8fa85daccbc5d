CREATE TABLE "member_order_counts" (
	"user_id" integer NOT NULL,
	"status_code" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "member_order_counts_user_id_status_code_pk" PRIMARY KEY("user_id","status_code")
);
--> statement-breakpoint
ALTER TABLE "rate_buckets" ADD COLUMN "granted" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Gateway reads (issue 17 point 4, docs/decisions/078-gateway-reads-without-per-request-writes.md).
-- Orders per member and status, kept at every write of `orders` (statement-level: one upsert per member and status
-- a statement touched, whatever the number of rows), so the transaction list sums a few rows instead of counting.
CREATE OR REPLACE FUNCTION member_order_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_order_counts (user_id, status_code, n)
    SELECT user_id, status_code, count(*) FROM new_rows GROUP BY user_id, status_code
  ON CONFLICT (user_id, status_code) DO UPDATE SET n = member_order_counts.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_order_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_order_counts c SET n = c.n - d.n
    FROM (SELECT user_id, status_code, count(*) AS n FROM old_rows GROUP BY user_id, status_code) d
    WHERE c.user_id = d.user_id AND c.status_code = d.status_code;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_order_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_order_counts (user_id, status_code, n)
    SELECT user_id, status_code, sum(d) FROM (
      SELECT user_id, status_code, 1 AS d FROM new_rows
      UNION ALL
      SELECT user_id, status_code, -1 AS d FROM old_rows
    ) x GROUP BY user_id, status_code HAVING sum(d) <> 0
  ON CONFLICT (user_id, status_code) DO UPDATE SET n = member_order_counts.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_order_counts_add();
--> statement-breakpoint
CREATE TRIGGER orders_count_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_order_counts_move();
--> statement-breakpoint
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_order_counts_remove();
--> statement-breakpoint
INSERT INTO member_order_counts (user_id, status_code, n) SELECT user_id, status_code, count(*) FROM orders GROUP BY user_id, status_code;
--> statement-breakpoint
-- Sessions cached in each process's memory (http/session-cache.ts): a session deleted or changed, a member's row
-- (what a request reads of it) or roles changed tell every process on the live bus, whoever wrote it.
CREATE OR REPLACE FUNCTION live_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member integer;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF NEW.email IS NOT DISTINCT FROM OLD.email AND NEW.firstname IS NOT DISTINCT FROM OLD.firstname
       AND NEW.lastname IS NOT DISTINCT FROM OLD.lastname AND NEW.type IS NOT DISTINCT FROM OLD.type
       AND NEW.tier IS NOT DISTINCT FROM OLD.tier AND NEW.no_telp IS NOT DISTINCT FROM OLD.no_telp
       AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
      RETURN NULL;
    END IF;
    member := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    member := OLD.user_id;
  ELSE
    member := NEW.user_id;
  END IF;
  PERFORM pg_notify('dapur_live', json_build_object('k', 'session', 'u', member)::text);
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME <> 'users' THEN
    IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('dapur_live', json_build_object('k', 'session', 'u', OLD.user_id)::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_live_notify AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION live_notify_session();
--> statement-breakpoint
CREATE TRIGGER users_live_notify AFTER UPDATE ON users FOR EACH ROW EXECUTE FUNCTION live_notify_session();
--> statement-breakpoint
CREATE TRIGGER user_roles_live_notify AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION live_notify_session();
