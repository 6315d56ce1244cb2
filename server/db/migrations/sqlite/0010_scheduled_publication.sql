ALTER TABLE `events` ADD `live` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `unpublish_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `published_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `scheduled_by` text;--> statement-breakpoint
ALTER TABLE `news` ADD `live` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `news` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `news` ADD `unpublish_at` integer;--> statement-breakpoint
ALTER TABLE `news` ADD `published_at` integer;--> statement-breakpoint
ALTER TABLE `news` ADD `scheduled_by` text;--> statement-breakpoint
ALTER TABLE `notices` ADD `live` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `notices` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `notices` ADD `unpublish_at` integer;--> statement-breakpoint
ALTER TABLE `notices` ADD `published_at` integer;--> statement-breakpoint
ALTER TABLE `notices` ADD `scheduled_by` text;--> statement-breakpoint
ALTER TABLE `pages` ADD `unpublish_at` integer;--> statement-breakpoint
ALTER TABLE `pages` ADD `unpublish_by` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `live` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `unpublish_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `published_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `scheduled_by` text;