ALTER TABLE "events" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "scheduled_by" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "scheduled_by" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "scheduled_by" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "unpublish_by" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "scheduled_by" text;