CREATE TABLE "queued_work" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "queued_work_status_check" CHECK ("queued_work"."status" IN ('queued', 'done', 'failed')),
	CONSTRAINT "queued_work_attempts_check" CHECK ("queued_work"."attempts" >= 0 AND "queued_work"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "scheduled_task_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"window_from" timestamp with time zone,
	"window_to" timestamp with time zone NOT NULL,
	"ran_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"error" text,
	CONSTRAINT "scheduled_task_runs_outcome_check" CHECK ("scheduled_task_runs"."outcome" IN ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "scheduled_task_runs" ADD CONSTRAINT "scheduled_task_runs_task_scheduled_tasks_name_fk" FOREIGN KEY ("task") REFERENCES "public"."scheduled_tasks"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "queued_work_due_idx" ON "queued_work" USING btree ("run_after","id") WHERE "queued_work"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "queued_work_finished_idx" ON "queued_work" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "scheduled_task_runs_task_idx" ON "scheduled_task_runs" USING btree ("task","id");