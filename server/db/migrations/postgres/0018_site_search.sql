CREATE TABLE "pdf_texts" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"date" text,
	"academic_year" integer,
	"path" text NOT NULL,
	"circular_number" text,
	"pdf" text,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pdf_texts" ADD CONSTRAINT "pdf_texts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_record_idx" ON "search_documents" USING btree ("kind","record_id");--> statement-breakpoint
-- Written by hand (docs/decisions/0028): the words of each document, English stemmed and Hindi as
-- written ('simple': PostgreSQL has no Hindi dictionary), titles weighing more than bodies.
ALTER TABLE "search_documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector(CASE WHEN "language" = 'hi' THEN 'simple'::regconfig ELSE 'english'::regconfig END, "title"), 'A')
	|| setweight(to_tsvector(CASE WHEN "language" = 'hi' THEN 'simple'::regconfig ELSE 'english'::regconfig END, "body"), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
-- Misspelt words: trigram similarity of a typed word to the words of the titles and bodies.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin (("title" || ' ' || "body") gin_trgm_ops);
