CREATE TABLE "hourly_weeks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" bigint NOT NULL,
	"monday" date NOT NULL,
	"sunday" date NOT NULL,
	"minutes" integer NOT NULL,
	"hourly_rate_minor" integer NOT NULL,
	"invoice_id" bigint NOT NULL,
	"status" text DEFAULT 'in_review' NOT NULL,
	"review_ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hourly_weeks" ADD CONSTRAINT "hourly_weeks_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_weeks" ADD CONSTRAINT "hourly_weeks_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hourly_weeks_contract_monday_key" ON "hourly_weeks" USING btree ("contract_id","monday");--> statement-breakpoint
CREATE INDEX "hourly_weeks_review_idx" ON "hourly_weeks" USING btree ("review_ends_at") WHERE "hourly_weeks"."status" = 'in_review';