ALTER TABLE `events` ADD `title_hi` text;--> statement-breakpoint
ALTER TABLE `events` ADD `description_hi` text;--> statement-breakpoint
ALTER TABLE `leaves` ADD `title_hi` text;--> statement-breakpoint
ALTER TABLE `leaves` ADD `description_hi` text;--> statement-breakpoint
ALTER TABLE `news` ADD `title_hi` text;--> statement-breakpoint
ALTER TABLE `news` ADD `description_hi` text;--> statement-breakpoint
ALTER TABLE `notices` ADD `title_hi` text;--> statement-breakpoint
ALTER TABLE `notices` ADD `description_hi` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `title_hi` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `content_hi` text;