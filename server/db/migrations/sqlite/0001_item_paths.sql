CREATE TABLE `item_paths` (
	`path` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`is_current` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `item_paths_item_idx` ON `item_paths` (`kind`,`item_id`);