CREATE TABLE `post_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`file_id` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `post_photos_post_id_idx` ON `post_photos` (`post_id`,`position`);--> statement-breakpoint
-- Every post of the earlier release held one picture: it becomes an album of that one photo,
-- which is its cover. The photo takes the post's id (one photo a post, so no two collide).
INSERT INTO `post_photos` (`id`, `post_id`, `file_id`, `position`)
SELECT `id`, `id`, `image_id`, 0 FROM `posts` WHERE `image_id` IS NOT NULL;
