CREATE TABLE "item_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"is_current" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "item_paths_item_idx" ON "item_paths" USING btree ("kind","item_id");