-- A new message or notification bumps its recipient's nav_version (0002) at commit, not at the insert.
-- The bump updates the recipient's users row, which stays locked until the transaction ends: bumped
-- at the insert, every transaction that tells the same person something (fifty clients paying one
-- freelancer, each payment writing its event in the conversation and a notification) waited for the
-- one before it to finish all its later statements (issue 19 §4). Deferred to commit, the row is held
-- for the commit alone. Still in the same transaction, so /nav's ETag is never stale.
--
-- Constraint triggers are row triggers, one update per new row: inserts here are one or two rows.
-- Updates and deletes (marking a thousand notifications read) keep their statement triggers.
DROP TRIGGER messages_nav_version_insert ON messages;
--> statement-breakpoint
DROP TRIGGER notifications_nav_version_insert ON notifications;
--> statement-breakpoint
CREATE FUNCTION messages_nav_version_bump_recipient() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET nav_version = nextval('nav_version_seq') WHERE id = NEW.recipient_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION notifications_nav_version_bump_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET nav_version = nextval('nav_version_seq') WHERE id = NEW.user_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER messages_nav_version_insert
  AFTER INSERT ON messages
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION messages_nav_version_bump_recipient();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER notifications_nav_version_insert
  AFTER INSERT ON notifications
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION notifications_nav_version_bump_owner();
