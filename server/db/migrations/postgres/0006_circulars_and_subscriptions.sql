CREATE TABLE "acknowledgements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"notice_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"severity" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circular_counters" (
	"academic_year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digest_runs" (
	"day" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"notice_id" uuid,
	"alert_id" uuid,
	"payload" jsonb,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"audiences" jsonb NOT NULL,
	"mode" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "subscription_consents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"action" text NOT NULL,
	"audiences" jsonb NOT NULL,
	"mode" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"choice" jsonb,
	"notice_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "audiences" jsonb DEFAULT '["all"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "circular_number" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "academic_year" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "circular_sequence" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "audiences" jsonb DEFAULT '["all"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "acknowledgement_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "acknowledgements" ADD CONSTRAINT "acknowledgements_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_tokens" ADD CONSTRAINT "subscription_tokens_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acknowledgements_notice_subscriber_idx" ON "acknowledgements" USING btree ("notice_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_notice_idx" ON "outbox" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "subscription_tokens_subscriber_idx" ON "subscription_tokens" USING btree ("subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_circular_idx" ON "notices" USING btree ("academic_year","circular_sequence");--> statement-breakpoint
CREATE INDEX "notices_date_idx" ON "notices" USING btree ("date");