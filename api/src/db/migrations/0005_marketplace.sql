CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"job_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"hourly_rate_minor" integer,
	"weekly_limit" smallint,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "freelancer_educations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"institution_name" text NOT NULL,
	"degree" text NOT NULL,
	"started_at" date NOT NULL,
	"ended_at" date
);
--> statement-breakpoint
CREATE TABLE "freelancer_employments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"started_at" date NOT NULL,
	"ended_at" date
);
--> statement-breakpoint
CREATE TABLE "freelancer_portfolio_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"completed_at" date
);
--> statement-breakpoint
CREATE TABLE "freelancer_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"developer_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"hourly_rate_minor" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"hours_per_week" smallint NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"identity_verified_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"hourly_rate_min_minor" integer,
	"hourly_rate_max_minor" integer,
	"weekly_hours" smallint,
	"budget_minor" bigint,
	"currency" text DEFAULT 'USD' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"developer_type" text NOT NULL,
	"experience_level" text NOT NULL,
	"duration" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_type_fields_check" CHECK (("jobs"."type" = 'hourly' AND "jobs"."hourly_rate_min_minor" IS NOT NULL AND "jobs"."hourly_rate_max_minor" IS NOT NULL AND "jobs"."weekly_hours" IS NOT NULL AND "jobs"."budget_minor" IS NULL)
        OR ("jobs"."type" = 'fixed' AND "jobs"."budget_minor" IS NOT NULL AND "jobs"."hourly_rate_min_minor" IS NULL AND "jobs"."hourly_rate_max_minor" IS NULL AND "jobs"."weekly_hours" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" bigint NOT NULL,
	"contract_id" bigint,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"proposal_id" bigint,
	"type" text NOT NULL,
	"hourly_rate_minor" integer,
	"weekly_limit" smallint,
	"currency" text DEFAULT 'USD' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"rate_increase_percent" smallint,
	"weekly_limit" smallint,
	"cover_letter" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"messaged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"job_id" bigint,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "threads_participants_job_key" UNIQUE NULLS NOT DISTINCT("client_id","freelancer_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"work_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_minutes_check" CHECK ("time_entries"."minutes" > 0 AND "time_entries"."minutes" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "thread_id" bigint;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_educations" ADD CONSTRAINT "freelancer_educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_employments" ADD CONSTRAINT "freelancer_employments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_portfolio_items" ADD CONSTRAINT "freelancer_portfolio_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_profiles" ADD CONSTRAINT "freelancer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_offer_id_key" ON "contracts" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "contracts_job_id_idx" ON "contracts" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "contracts_client_id_idx" ON "contracts" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "contracts_freelancer_id_idx" ON "contracts" USING btree ("freelancer_id","status","ended_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "freelancer_educations_user_id_idx" ON "freelancer_educations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "freelancer_employments_user_id_idx" ON "freelancer_employments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "freelancer_portfolio_items_user_id_idx" ON "freelancer_portfolio_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "freelancer_profiles_type_rate_idx" ON "freelancer_profiles" USING btree ("developer_type","hourly_rate_minor");--> statement-breakpoint
CREATE INDEX "freelancer_profiles_rate_idx" ON "freelancer_profiles" USING btree ("hourly_rate_minor");--> statement-breakpoint
CREATE INDEX "freelancer_profiles_skills_idx" ON "freelancer_profiles" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "freelancer_profiles_search_idx" ON "freelancer_profiles" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "jobs_client_created_idx" ON "jobs" USING btree ("client_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_client_status_created_idx" ON "jobs" USING btree ("client_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_client_type_created_idx" ON "jobs" USING btree ("client_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_status_published_idx" ON "jobs" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "milestones_offer_id_idx" ON "milestones" USING btree ("offer_id","position");--> statement-breakpoint
CREATE INDEX "milestones_contract_id_idx" ON "milestones" USING btree ("contract_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_pending_job_freelancer_key" ON "offers" USING btree ("job_id","freelancer_id") WHERE "offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "offers_freelancer_id_idx" ON "offers" USING btree ("freelancer_id","status");--> statement-breakpoint
CREATE INDEX "offers_job_id_idx" ON "offers" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_live_job_freelancer_key" ON "proposals" USING btree ("job_id","freelancer_id") WHERE "proposals"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "proposals_job_id_idx" ON "proposals" USING btree ("job_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "proposals_freelancer_id_idx" ON "proposals" USING btree ("freelancer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_contract_id_key" ON "reviews" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "reviews_freelancer_id_idx" ON "reviews" USING btree ("freelancer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "support_requests_user_id_idx" ON "support_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "threads_client_id_idx" ON "threads" USING btree ("client_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "threads_freelancer_id_idx" ON "threads" USING btree ("freelancer_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "time_entries_contract_id_idx" ON "time_entries" USING btree ("contract_id","work_date");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_thread_id_idx" ON "messages" USING btree ("thread_id","id");