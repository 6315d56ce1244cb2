ALTER TABLE `events` ADD `end_date` text;--> statement-breakpoint
ALTER TABLE `leaves` ADD `end_date` text;