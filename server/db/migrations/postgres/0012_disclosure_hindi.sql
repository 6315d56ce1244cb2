ALTER TABLE "disclosures" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "disclosures" ADD COLUMN "description_hi" text;