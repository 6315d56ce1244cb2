CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"title_hi" text,
	"description_hi" text,
	"names" text NOT NULL,
	"names_hi" text,
	"category" text NOT NULL,
	"level" text NOT NULL,
	"date" text NOT NULL,
	"image_id" uuid,
	"live" boolean DEFAULT true NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"scheduled_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "achievements_date_idx" ON "achievements" USING btree ("date");