CREATE TABLE "admission_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" text NOT NULL,
	"class" text NOT NULL,
	"child_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"gender" text NOT NULL,
	"previous_school" text NOT NULL,
	"previous_class" text NOT NULL,
	"parent_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"occupation" text NOT NULL,
	"second_guardian_name" text NOT NULL,
	"second_guardian_phone" text NOT NULL,
	"address" text NOT NULL,
	"siblings" text NOT NULL,
	"language" text NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"stage" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"duplicate" boolean DEFAULT false NOT NULL,
	"slot_id" uuid,
	"offer_deadline" text,
	"offer_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admission_applications_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "admission_counters" (
	"year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"document" text NOT NULL,
	"file_id" uuid NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_settings" (
	"year" text PRIMARY KEY NOT NULL,
	"classes" jsonb NOT NULL,
	"registration_fee" integer NOT NULL,
	"external_address" text NOT NULL,
	"retention_months" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"year" text NOT NULL,
	"class" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"place" text NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admission_applications" ADD CONSTRAINT "admission_applications_slot_id_admission_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."admission_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_documents" ADD CONSTRAINT "admission_documents_application_id_admission_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."admission_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_documents" ADD CONSTRAINT "admission_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_tokens" ADD CONSTRAINT "admission_tokens_application_id_admission_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."admission_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_applications_year_idx" ON "admission_applications" USING btree ("year","class","stage");--> statement-breakpoint
CREATE INDEX "admission_applications_child_idx" ON "admission_applications" USING btree ("year","child_name","date_of_birth");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_documents_application_document_unique" ON "admission_documents" USING btree ("application_id","document");--> statement-breakpoint
CREATE INDEX "admission_slots_year_idx" ON "admission_slots" USING btree ("year","class");