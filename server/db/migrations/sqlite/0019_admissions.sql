CREATE TABLE `admission_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`year` text NOT NULL,
	`class` text NOT NULL,
	`child_name` text NOT NULL,
	`date_of_birth` text NOT NULL,
	`gender` text NOT NULL,
	`previous_school` text NOT NULL,
	`previous_class` text NOT NULL,
	`parent_name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`occupation` text NOT NULL,
	`second_guardian_name` text NOT NULL,
	`second_guardian_phone` text NOT NULL,
	`address` text NOT NULL,
	`siblings` text NOT NULL,
	`language` text NOT NULL,
	`consent_version` text NOT NULL,
	`consented_at` integer NOT NULL,
	`stage` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`duplicate` integer DEFAULT false NOT NULL,
	`slot_id` text,
	`offer_deadline` text,
	`offer_accepted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`slot_id`) REFERENCES `admission_slots`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admission_applications_number_unique` ON `admission_applications` (`number`);--> statement-breakpoint
CREATE INDEX `admission_applications_year_idx` ON `admission_applications` (`year`,`class`,`stage`);--> statement-breakpoint
CREATE INDEX `admission_applications_child_idx` ON `admission_applications` (`year`,`child_name`,`date_of_birth`);--> statement-breakpoint
CREATE TABLE `admission_counters` (
	`year` text PRIMARY KEY NOT NULL,
	`last_number` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `admission_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`document` text NOT NULL,
	`file_id` text NOT NULL,
	`state` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `admission_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admission_documents_application_document_unique` ON `admission_documents` (`application_id`,`document`);--> statement-breakpoint
CREATE TABLE `admission_settings` (
	`year` text PRIMARY KEY NOT NULL,
	`classes` text NOT NULL,
	`registration_fee` integer NOT NULL,
	`external_address` text NOT NULL,
	`retention_months` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `admission_slots` (
	`id` text PRIMARY KEY NOT NULL,
	`year` text NOT NULL,
	`class` text NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`place` text NOT NULL,
	`capacity` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admission_slots_year_idx` ON `admission_slots` (`year`,`class`);--> statement-breakpoint
CREATE TABLE `admission_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `admission_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
