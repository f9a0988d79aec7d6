CREATE TABLE "test_provider_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"client_secret_hash" text,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_provider_charges_amount_check" CHECK ("test_provider_charges"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_provider_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_provider_refunds_amount_check" CHECK ("test_provider_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "test_provider_payment_methods" ADD COLUMN "charge_behaviour" text DEFAULT 'succeeds' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_provider_charges" ADD CONSTRAINT "test_provider_charges_payment_method_id_test_provider_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."test_provider_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_refunds" ADD CONSTRAINT "test_provider_refunds_charge_id_test_provider_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."test_provider_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_provider_refunds_charge_idx" ON "test_provider_refunds" USING btree ("charge_id");