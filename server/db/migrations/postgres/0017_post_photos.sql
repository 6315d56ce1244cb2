CREATE TABLE "post_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"post_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_photos" ADD CONSTRAINT "post_photos_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_photos" ADD CONSTRAINT "post_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_photos_post_id_idx" ON "post_photos" USING btree ("post_id","position");--> statement-breakpoint
-- Every post of the earlier release held one picture: it becomes an album of that one photo,
-- which is its cover. The photo takes the post's id (one photo a post, so no two collide).
INSERT INTO "post_photos" ("id", "post_id", "file_id", "position")
SELECT "id", "id", "image_id", 0 FROM "posts" WHERE "image_id" IS NOT NULL;
