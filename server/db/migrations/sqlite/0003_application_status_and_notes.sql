ALTER TABLE `career_applications` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `career_applications` ADD `notes` text DEFAULT '' NOT NULL;