-- Each instance keeps the users it has just checked for a moment (the access guard reads one on
-- every signed-in request). A change to a user, or its deletion, is announced on this channel at
-- commit, to every instance on the database, which then forgets that user.
CREATE FUNCTION "vita_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vita_user_changed', OLD."id"::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "vita_user_changed"();
