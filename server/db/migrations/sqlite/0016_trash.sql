CREATE TABLE `trash` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`title` text NOT NULL,
	`record` text NOT NULL,
	`deleted_at` integer NOT NULL,
	`deleted_by` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `trash_deleted_at_idx` ON `trash` (`deleted_at`);