-- Sessions from before this migration have no id: they end, and everyone signs in again once.
DELETE FROM admin_sessions;--> statement-breakpoint
CREATE TABLE `recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recovery_codes_admin_id_idx` ON `recovery_codes` (`admin_id`);--> statement-breakpoint
CREATE TABLE `staff_invitations` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_invitations_admin_id_idx` ON `staff_invitations` (`admin_id`);--> statement-breakpoint
DROP INDEX `login_failures_username_idx`;--> statement-breakpoint
ALTER TABLE `login_failures` ADD `address` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `login_failures_username_idx` ON `login_failures` (`username`,`address`,`failed_at`);--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `last_seen_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `user_agent` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_sessions` ADD `address` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `admin_sessions_id_unique` ON `admin_sessions` (`id`);--> statement-breakpoint
ALTER TABLE `admins` ADD `role` text DEFAULT 'administrator' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `disabled_at` integer;--> statement-breakpoint
ALTER TABLE `admins` ADD `last_sign_in_at` integer;--> statement-breakpoint
ALTER TABLE `admins` ADD `must_change_password` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `totp_secret` text;--> statement-breakpoint
ALTER TABLE `admins` ADD `totp_enabled_at` integer;--> statement-breakpoint
ALTER TABLE `admins` ADD `totp_last_step` integer;