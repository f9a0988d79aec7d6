CREATE TABLE "hourly_week_disputes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hourly_week_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"minutes" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refund_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_voids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"credits_returned_minor" bigint NOT NULL,
	"voided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "changes_note" text;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "changes_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hourly_week_disputes" ADD CONSTRAINT "hourly_week_disputes_hourly_week_id_hourly_weeks_id_fk" FOREIGN KEY ("hourly_week_id") REFERENCES "public"."hourly_weeks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_week_disputes" ADD CONSTRAINT "hourly_week_disputes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_week_disputes" ADD CONSTRAINT "hourly_week_disputes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_voids" ADD CONSTRAINT "invoice_voids_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hourly_week_disputes_week_idx" ON "hourly_week_disputes" USING btree ("hourly_week_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hourly_week_disputes_open_key" ON "hourly_week_disputes" USING btree ("hourly_week_id") WHERE "hourly_week_disputes"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_voids_invoice_id_key" ON "invoice_voids" USING btree ("invoice_id");