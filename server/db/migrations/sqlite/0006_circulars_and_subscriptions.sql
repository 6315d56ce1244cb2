CREATE TABLE `acknowledgements` (
	`id` text PRIMARY KEY NOT NULL,
	`notice_id` text NOT NULL,
	`subscriber_id` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `acknowledgements_notice_subscriber_idx` ON `acknowledgements` (`notice_id`,`subscriber_id`);--> statement-breakpoint
CREATE TABLE `alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`message` text NOT NULL,
	`link` text,
	`severity` text NOT NULL,
	`expires_at` integer NOT NULL,
	`withdrawn_at` integer,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `circular_counters` (
	`academic_year` integer PRIMARY KEY NOT NULL,
	`last_number` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `digest_runs` (
	`day` text PRIMARY KEY NOT NULL,
	`started_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subscriber_id` text NOT NULL,
	`notice_id` text,
	`alert_id` text,
	`payload` text,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`lease_until` integer,
	`sent_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_notice_idx` ON `outbox` (`notice_id`);--> statement-breakpoint
CREATE TABLE `subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`audiences` text NOT NULL,
	`mode` text NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_email_unique` ON `subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `subscription_consents` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`action` text NOT NULL,
	`audiences` text NOT NULL,
	`mode` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscription_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`subscriber_id` text NOT NULL,
	`purpose` text NOT NULL,
	`choice` text,
	`notice_id` text,
	`created_at` integer NOT NULL,
	`expires_at` integer,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscription_tokens_subscriber_idx` ON `subscription_tokens` (`subscriber_id`);--> statement-breakpoint
ALTER TABLE `events` ADD `audiences` text DEFAULT '["all"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `notices` ADD `circular_number` text;--> statement-breakpoint
ALTER TABLE `notices` ADD `academic_year` integer;--> statement-breakpoint
ALTER TABLE `notices` ADD `circular_sequence` integer;--> statement-breakpoint
ALTER TABLE `notices` ADD `audiences` text DEFAULT '["all"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `notices` ADD `acknowledgement_requested` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `notices_circular_idx` ON `notices` (`academic_year`,`circular_sequence`);--> statement-breakpoint
CREATE INDEX `notices_date_idx` ON `notices` (`date`);