-- Every change to an account row is announced on a channel, so each web process can keep the rows
-- it has just read and drop one the moment it changes (modules/identity/account-cache.ts). A
-- trigger, not the code that writes, so no writer can forget it: the ledger, role changes,
-- better-auth's own updates and an operator's SQL alike. NOTIFY is delivered after commit.
CREATE FUNCTION hireproof_announce_account_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hireproof_account_changed', OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_announce_change AFTER UPDATE OR DELETE ON "user"
FOR EACH ROW EXECUTE FUNCTION hireproof_announce_account_change();
