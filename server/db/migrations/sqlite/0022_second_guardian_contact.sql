ALTER TABLE `admission_applications` ADD `second_guardian_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admission_applications` ADD `second_guardian_occupation` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `admission_applications_order_idx` ON `admission_applications` (`year`,`created_at`,`number`);