-- The search index answers suggestions as you type from memory (decision 028): a suggestion shows the cover, so a new
-- cover now marks index_xid too, as the texts, price and stock state did (0023). Only admins change covers: rare writes.
CREATE OR REPLACE FUNCTION "books_mark_index_xid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' OR
		(OLD.title, OLD.author, OLD.alt_title, OLD.alt_author, OLD.search_keys, OLD.search_title_forms, OLD.category,
		 OLD.price_cents, OLD.language, OLD.archived_at, OLD.created_at, OLD.quantity > 0, OLD.image)
		IS DISTINCT FROM
		(NEW.title, NEW.author, NEW.alt_title, NEW.alt_author, NEW.search_keys, NEW.search_title_forms, NEW.category,
		 NEW.price_cents, NEW.language, NEW.archived_at, NEW.created_at, NEW.quantity > 0, NEW.image)
	THEN
		NEW.index_xid := pg_current_xact_id();
	END IF;
	RETURN NEW;
END $$;
