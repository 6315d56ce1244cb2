CREATE TABLE `achievements` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`title_hi` text,
	`description_hi` text,
	`names` text NOT NULL,
	`names_hi` text,
	`category` text NOT NULL,
	`level` text NOT NULL,
	`date` text NOT NULL,
	`image_id` text,
	`live` integer DEFAULT true NOT NULL,
	`publish_at` integer,
	`unpublish_at` integer,
	`published_at` integer,
	`scheduled_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`image_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `achievements_date_idx` ON `achievements` (`date`);