-- A session that ends on the server (sign-out, a revocation by an admin or an operator, a password
-- change that ends the other sessions, the account deleted) is announced on the account channel with
-- its user's id, so every web process forgets the sessions it had verified for that user and checks
-- the next request against the session table (plugins/session-memo.ts). A trigger, so no path that
-- deletes sessions can forget it. NOTIFY is delivered after commit.
CREATE FUNCTION hireproof_announce_session_end() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hireproof_account_changed', OLD.user_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_announce_end AFTER DELETE ON "session"
FOR EACH ROW EXECUTE FUNCTION hireproof_announce_session_end();
