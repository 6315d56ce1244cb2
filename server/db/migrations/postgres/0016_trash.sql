CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"record" jsonb NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at");