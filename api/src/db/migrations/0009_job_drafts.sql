ALTER TABLE "jobs" DROP CONSTRAINT "jobs_type_fields_check";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "developer_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "experience_level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "duration" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hourly_rate_range_check" CHECK ("jobs"."hourly_rate_min_minor" <= "jobs"."hourly_rate_max_minor");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_published_complete_check" CHECK ("jobs"."status" = 'draft'
        OR ("jobs"."description" IS NOT NULL AND "jobs"."type" IS NOT NULL AND cardinality("jobs"."skills") > 0
          AND "jobs"."developer_type" IS NOT NULL AND "jobs"."experience_level" IS NOT NULL AND "jobs"."duration" IS NOT NULL
          AND ("jobs"."type" <> 'hourly' OR ("jobs"."hourly_rate_min_minor" IS NOT NULL AND "jobs"."hourly_rate_max_minor" IS NOT NULL AND "jobs"."weekly_hours" IS NOT NULL))
          AND ("jobs"."type" <> 'fixed' OR "jobs"."budget_minor" IS NOT NULL)));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_type_fields_check" CHECK (CASE "jobs"."type"
        WHEN 'hourly' THEN "jobs"."budget_minor" IS NULL
        WHEN 'fixed' THEN "jobs"."hourly_rate_min_minor" IS NULL AND "jobs"."hourly_rate_max_minor" IS NULL AND "jobs"."weekly_hours" IS NULL
        ELSE "jobs"."hourly_rate_min_minor" IS NULL AND "jobs"."hourly_rate_max_minor" IS NULL AND "jobs"."weekly_hours" IS NULL AND "jobs"."budget_minor" IS NULL
      END);