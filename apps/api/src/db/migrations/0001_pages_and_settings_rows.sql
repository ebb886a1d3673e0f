-- The site's pages and its contact settings are single records that are edited, never
-- created through the API: every database has them from the start, so reading a known page
-- or the settings never fails, whether or not demo data was seeded.
INSERT INTO "pages" ("key", "content_en") VALUES
	('about', ''),
	('privacy-policy', ''),
	('terms-and-conditions', '')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "settings" ("id", "email", "default_currency") VALUES (1, 'contact@showroom.local', 'AED')
ON CONFLICT DO NOTHING;
