CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Written by hand: a trigram index over the words, for the closest spelling (pg_trgm, 0018).
CREATE INDEX "search_vocabulary_trigram_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words of an index built before this migration: letters, digits and Devanagari marks.
INSERT INTO "search_vocabulary" ("word")
SELECT DISTINCT w FROM "search_documents", regexp_split_to_table(lower("title" || ' ' || "body"), '[^[:alnum:]\u0900-\u097F]+') AS w
WHERE w <> '' ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A holiday's result opens the calendar on its day, not only its month.
UPDATE "search_documents" SET "path" = '/school-calendar?date=' || "date" WHERE "kind" = 'holiday' AND "date" IS NOT NULL;
