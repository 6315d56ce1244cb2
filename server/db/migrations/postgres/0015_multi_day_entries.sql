ALTER TABLE "events" ADD COLUMN "end_date" text;--> statement-breakpoint
ALTER TABLE "leaves" ADD COLUMN "end_date" text;