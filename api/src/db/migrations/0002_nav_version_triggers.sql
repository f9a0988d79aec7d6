-- users.nav_version is the ETag of GET /nav: it takes a new value from nav_version_seq in the same
-- transaction as any change to what /nav shows a user (their first name, email and verification,
-- their notifications, the count of their unread messages). Written as triggers so that no code path,
-- present or future, can change those rows and leave a stale ETag behind.

-- The user's own fields: a new version when one of them really changes.
CREATE FUNCTION users_nav_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.nav_version := nextval('nav_version_seq');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_nav_version
  BEFORE UPDATE OF first_name, email, email_verified_at, mobile_verified_at ON users
  FOR EACH ROW
  WHEN (
    OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.email_verified_at IS DISTINCT FROM NEW.email_verified_at
    OR OLD.mobile_verified_at IS DISTINCT FROM NEW.mobile_verified_at
  )
  EXECUTE FUNCTION users_nav_version_bump();
--> statement-breakpoint
-- Notifications: every column is shown (or counted), so any insert, update or delete bumps the owners.
-- Statement triggers with transition tables: clearing or marking 1,000 notifications bumps each owner
-- once, not 1,000 times.
CREATE FUNCTION notifications_nav_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET nav_version = nextval('nav_version_seq') WHERE id IN (SELECT user_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE users SET nav_version = nextval('nav_version_seq')
      WHERE id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows);
  ELSE
    UPDATE users SET nav_version = nextval('nav_version_seq') WHERE id IN (SELECT user_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_nav_version_insert
  AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_nav_version_bump();
--> statement-breakpoint
CREATE TRIGGER notifications_nav_version_update
  AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_nav_version_bump();
--> statement-breakpoint
CREATE TRIGGER notifications_nav_version_delete
  AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_nav_version_bump();
--> statement-breakpoint
-- Messages: /nav counts a recipient's unread ones, so a new or deleted message, or a change of its
-- recipient or read state, bumps the recipients (editing a message's text does not).
CREATE FUNCTION messages_nav_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE users SET nav_version = nextval('nav_version_seq') WHERE id IN (SELECT recipient_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE users SET nav_version = nextval('nav_version_seq') WHERE id IN (
      SELECT recipient.id
      FROM old_rows o
      JOIN new_rows n USING (id)
      CROSS JOIN LATERAL (VALUES (o.recipient_id), (n.recipient_id)) AS recipient (id)
      WHERE o.recipient_id IS DISTINCT FROM n.recipient_id OR (o.read_at IS NULL) <> (n.read_at IS NULL)
    );
  ELSE
    UPDATE users SET nav_version = nextval('nav_version_seq') WHERE id IN (SELECT recipient_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_nav_version_insert
  AFTER INSERT ON messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION messages_nav_version_bump();
--> statement-breakpoint
CREATE TRIGGER messages_nav_version_update
  AFTER UPDATE ON messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION messages_nav_version_bump();
--> statement-breakpoint
CREATE TRIGGER messages_nav_version_delete
  AFTER DELETE ON messages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION messages_nav_version_bump();
