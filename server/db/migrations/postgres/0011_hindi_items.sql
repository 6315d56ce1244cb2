ALTER TABLE "events" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "content_hi" text;