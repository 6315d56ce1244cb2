CREATE TABLE "daily_job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"day" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_check_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"results" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"admission_number" text NOT NULL,
	"student_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"class_name" text NOT NULL,
	"left_on" text NOT NULL,
	"issued_on" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_certificates_number_unique" UNIQUE("number")
);
