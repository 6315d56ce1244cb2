PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subscriber_id` text,
	`admission_application_id` text,
	`push_subscription_id` text,
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
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admission_application_id`) REFERENCES `admission_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_outbox`("id", "kind", "subscriber_id", "admission_application_id", "push_subscription_id", "notice_id", "alert_id", "payload", "status", "attempts", "next_attempt_at", "lease_until", "sent_at", "last_error", "created_at") SELECT "id", "kind", "subscriber_id", NULL, "push_subscription_id", "notice_id", "alert_id", "payload", "status", "attempts", "next_attempt_at", "lease_until", "sent_at", "last_error", "created_at" FROM `outbox`;--> statement-breakpoint
DROP TABLE `outbox`;--> statement-breakpoint
ALTER TABLE `__new_outbox` RENAME TO `outbox`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_notice_idx` ON `outbox` (`notice_id`);