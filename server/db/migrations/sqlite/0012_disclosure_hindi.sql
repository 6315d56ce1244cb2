ALTER TABLE `disclosures` ADD `title_hi` text;--> statement-breakpoint
ALTER TABLE `disclosures` ADD `description_hi` text;