CREATE TABLE "career_positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text,
	"description" text DEFAULT '' NOT NULL,
	"description_hi" text,
	"closes_on" text,
	"open" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "career_positions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "career_positions_sort_order_idx" ON "career_positions" USING btree ("sort_order");--> statement-breakpoint
-- The positions the Careers form offered before staff could edit them, as rows with the keys
-- applications already record, so every application keeps its position (contracts/career-positions.ts).
-- A value no longer offered (none is expected) becomes a closed post named by its key.
INSERT INTO "career_positions" ("id", "key", "kind", "title", "title_hi", "sort_order", "created_at", "updated_at") VALUES
	('7e1c0a52-3c57-4d0e-9a51-0c2a5c1e0001', 'teacher', 'teaching', 'Early Childhood Teacher', 'प्रारंभिक बाल्यावस्था शिक्षक', 1, now(), now()),
	('7e1c0a52-3c57-4d0e-9a51-0c2a5c1e0002', 'coordinator', 'teaching', 'Education Coordinator', 'शैक्षणिक समन्वयक', 2, now(), now()),
	('7e1c0a52-3c57-4d0e-9a51-0c2a5c1e0003', 'counselor', 'non-teaching', 'School Counselor', 'विद्यालय परामर्शदाता', 3, now(), now()),
	('7e1c0a52-3c57-4d0e-9a51-0c2a5c1e0004', 'administrator', 'non-teaching', 'Administrator', 'प्रशासनिक अधिकारी', 4, now(), now()),
	('7e1c0a52-3c57-4d0e-9a51-0c2a5c1e0005', 'other', 'non-teaching', 'Other', 'अन्य', 5, now(), now());--> statement-breakpoint
INSERT INTO "career_positions" ("id", "key", "kind", "title", "open", "sort_order", "created_at", "updated_at")
SELECT gen_random_uuid(), "position", 'non-teaching', "position", false, 100, now(), now()
FROM (SELECT DISTINCT "position" FROM "career_applications" WHERE "position" <> '' AND "position" NOT IN (SELECT "key" FROM "career_positions")) AS "unlisted";