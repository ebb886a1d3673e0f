ALTER TABLE "offers" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The words the offers, ads and subscriptions lists search, on their own rows: the records
-- they point at (car title; user name, email and phone; package name) copied into
-- `search_text` by triggers and trigram-indexed, so a search reads one index of the list's
-- own table instead of joining a million cars. Each table's words come from one function,
-- used by its own trigger and by the triggers that follow a renamed car, user or package.
CREATE FUNCTION user_search_words(user_id integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', name, email, phone) FROM users WHERE id = user_id
$$;
--> statement-breakpoint
CREATE FUNCTION offer_search_words(message text, car_id integer, buyer_id integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', message, (SELECT title FROM cars WHERE id = car_id),
                   user_search_words(buyer_id))
$$;
--> statement-breakpoint
CREATE FUNCTION ad_search_words(car_id integer, user_id integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', (SELECT title FROM cars WHERE id = car_id), user_search_words(user_id))
$$;
--> statement-breakpoint
CREATE FUNCTION subscription_search_words(user_id integer, pack_id integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', user_search_words(user_id),
                   (SELECT concat_ws(' ', name_en, name_ar) FROM packs WHERE id = pack_id))
$$;
--> statement-breakpoint
CREATE FUNCTION offers_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := offer_search_words(NEW.message, NEW.car_id, NEW.buyer_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER offers_search_text BEFORE INSERT OR UPDATE OF message, car_id, buyer_id
  ON offers FOR EACH ROW EXECUTE FUNCTION offers_search_text();
--> statement-breakpoint
CREATE FUNCTION ads_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := ad_search_words(NEW.car_id, NEW.user_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ads_search_text BEFORE INSERT OR UPDATE OF car_id, user_id
  ON ads FOR EACH ROW EXECUTE FUNCTION ads_search_text();
--> statement-breakpoint
CREATE FUNCTION subscriptions_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := subscription_search_words(NEW.user_id, NEW.pack_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_search_text BEFORE INSERT OR UPDATE OF user_id, pack_id
  ON subscriptions FOR EACH ROW EXECUTE FUNCTION subscriptions_search_text();
--> statement-breakpoint
CREATE FUNCTION cars_title_searched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offers SET search_text = offer_search_words(message, car_id, buyer_id)
    WHERE car_id = NEW.id;
  UPDATE ads SET search_text = ad_search_words(car_id, user_id) WHERE car_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cars_title_searched AFTER UPDATE OF title ON cars FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION cars_title_searched();
--> statement-breakpoint
CREATE FUNCTION users_searched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offers SET search_text = offer_search_words(message, car_id, buyer_id)
    WHERE buyer_id = NEW.id;
  UPDATE ads SET search_text = ad_search_words(car_id, user_id) WHERE user_id = NEW.id;
  UPDATE subscriptions SET search_text = subscription_search_words(user_id, pack_id)
    WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_searched AFTER UPDATE OF name, email, phone ON users FOR EACH ROW
  WHEN ((OLD.name, OLD.email, OLD.phone) IS DISTINCT FROM (NEW.name, NEW.email, NEW.phone))
  EXECUTE FUNCTION users_searched();
--> statement-breakpoint
CREATE FUNCTION packages_searched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE subscriptions SET search_text = subscription_search_words(user_id, pack_id)
    WHERE pack_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER packages_searched AFTER UPDATE OF name_en, name_ar ON packs FOR EACH ROW
  WHEN ((OLD.name_en, OLD.name_ar) IS DISTINCT FROM (NEW.name_en, NEW.name_ar))
  EXECUTE FUNCTION packages_searched();
--> statement-breakpoint
UPDATE offers SET search_text = offer_search_words(message, car_id, buyer_id);
--> statement-breakpoint
UPDATE ads SET search_text = ad_search_words(car_id, user_id);
--> statement-breakpoint
UPDATE subscriptions SET search_text = subscription_search_words(user_id, pack_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_search_text_trgm_idx" ON "offers"
  USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ads_search_text_trgm_idx" ON "ads"
  USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subscriptions_search_text_trgm_idx" ON "subscriptions"
  USING gin ("search_text" gin_trgm_ops);
