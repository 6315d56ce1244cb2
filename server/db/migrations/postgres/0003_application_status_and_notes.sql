ALTER TABLE "career_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "notes" text DEFAULT '' NOT NULL;