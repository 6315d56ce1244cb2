DROP INDEX `login_failures_username_idx`;--> statement-breakpoint
ALTER TABLE `login_failures` ADD `address` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `login_failures_username_idx` ON `login_failures` (`username`,`address`,`failed_at`);--> statement-breakpoint
ALTER TABLE `admins` ADD `role` text DEFAULT 'administrator' NOT NULL;