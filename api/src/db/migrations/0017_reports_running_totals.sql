CREATE TABLE "client_week_totals" (
	"client_id" bigint NOT NULL,
	"monday" date NOT NULL,
	"currency" text NOT NULL,
	"minutes" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "client_week_totals_client_id_monday_currency_pk" PRIMARY KEY("client_id","monday","currency")
);
--> statement-breakpoint
CREATE TABLE "contract_week_minutes" (
	"contract_id" bigint NOT NULL,
	"monday" date NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "contract_week_minutes_contract_id_monday_pk" PRIMARY KEY("contract_id","monday")
);
--> statement-breakpoint
CREATE TABLE "money_transaction_months" (
	"client_id" bigint NOT NULL,
	"month" date NOT NULL,
	"contract_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"contract_type" text NOT NULL,
	"rows" integer NOT NULL,
	"work_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"credits_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "money_transaction_months_client_id_month_contract_id_currency_pk" PRIMARY KEY("client_id","month","contract_id","currency")
);
--> statement-breakpoint
ALTER TABLE "client_week_totals" ADD CONSTRAINT "client_week_totals_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_week_minutes" ADD CONSTRAINT "contract_week_minutes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transaction_months" ADD CONSTRAINT "money_transaction_months_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transaction_months" ADD CONSTRAINT "money_transaction_months_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_transaction_months" ADD CONSTRAINT "money_transaction_months_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Issue 20 §3: running totals for the reports, kept by triggers in the transaction that writes the
-- rows they sum, so that no code path can leave them behind. Statement triggers with transition
-- tables: a statement of many rows updates each total once.
--
-- money_transaction_months: rows are only ever inserted into money_transactions (records of money
-- are corrected by new rows, never changed), so only an insert moves a month's totals.
CREATE FUNCTION money_transaction_months_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO money_transaction_months AS t (client_id, month, contract_id, currency, freelancer_id, contract_type,
    rows, work_minor, fee_minor, tax_minor, credits_minor, total_minor)
  SELECT client_id, date_trunc('month', occurred_at AT TIME ZONE 'UTC')::date, contract_id, currency,
    min(freelancer_id), min(contract_type), count(*), sum(work_minor), sum(fee_minor), sum(tax_minor),
    sum(credits_minor), sum(total_minor)
  FROM added
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (client_id, month, contract_id, currency) DO UPDATE SET
    rows = t.rows + excluded.rows,
    work_minor = t.work_minor + excluded.work_minor,
    fee_minor = t.fee_minor + excluded.fee_minor,
    tax_minor = t.tax_minor + excluded.tax_minor,
    credits_minor = t.credits_minor + excluded.credits_minor,
    total_minor = t.total_minor + excluded.total_minor;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER money_transactions_months AFTER INSERT ON money_transactions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION money_transaction_months_add();
--> statement-breakpoint
-- contract_week_minutes and client_week_totals: minutes added to (or taken from) contracts' weeks.
-- A week's amount is its minutes at the contract's rate rounded half up to a minor unit, as
-- amountForMinutes (api/src/modules/money/pricing.ts) prices an hourly week: the client's total
-- moves by the difference between the week's amount after and before. A contract deleted in the
-- same statement (its entries go with it) has nothing left to count.
CREATE FUNCTION contract_weeks_change(contract_ids bigint[], mondays date[], deltas bigint[]) RETURNS void
LANGUAGE sql AS $$
  WITH d AS (
    SELECT u.contract_id, u.monday, sum(u.delta)::int AS delta
    FROM unnest(contract_ids, mondays, deltas) AS u(contract_id, monday, delta)
    WHERE EXISTS (SELECT 1 FROM contracts c WHERE c.id = u.contract_id)
    GROUP BY 1, 2
    HAVING sum(u.delta) <> 0
  ), weeks AS (
    INSERT INTO contract_week_minutes AS w (contract_id, monday, minutes)
    SELECT contract_id, monday, delta FROM d
    ON CONFLICT (contract_id, monday) DO UPDATE SET minutes = w.minutes + excluded.minutes
    RETURNING contract_id, monday, minutes
  )
  INSERT INTO client_week_totals AS t (client_id, monday, currency, minutes, amount_minor)
  SELECT c.client_id, weeks.monday, c.currency, sum(d.delta),
    sum((weeks.minutes::bigint * coalesce(c.hourly_rate_minor, 0) + 30) / 60
      - ((weeks.minutes - d.delta)::bigint * coalesce(c.hourly_rate_minor, 0) + 30) / 60)
  FROM weeks
  JOIN d ON d.contract_id = weeks.contract_id AND d.monday = weeks.monday
  JOIN contracts c ON c.id = weeks.contract_id
  GROUP BY 1, 2, 3
  ON CONFLICT (client_id, monday, currency) DO UPDATE SET
    minutes = t.minutes + excluded.minutes,
    amount_minor = t.amount_minor + excluded.amount_minor
$$;
--> statement-breakpoint
CREATE FUNCTION time_entries_weeks_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM contract_weeks_change(array_agg(contract_id), array_agg(monday), array_agg(minutes))
  FROM (SELECT contract_id, date_trunc('week', work_date::timestamp)::date AS monday, sum(minutes) AS minutes
        FROM added GROUP BY 1, 2) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION time_entries_weeks_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM contract_weeks_change(array_agg(contract_id), array_agg(monday), array_agg(minutes))
  FROM (SELECT contract_id, date_trunc('week', work_date::timestamp)::date AS monday, -sum(minutes) AS minutes
        FROM removed GROUP BY 1, 2) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION time_entries_weeks_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM contract_weeks_change(array_agg(contract_id), array_agg(monday), array_agg(minutes))
  FROM (SELECT contract_id, date_trunc('week', work_date::timestamp)::date AS monday, sum(minutes) AS minutes FROM (
          SELECT contract_id, work_date, minutes FROM added
          UNION ALL
          SELECT contract_id, work_date, -minutes FROM removed) AS both_sides
        GROUP BY 1, 2) AS changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_weeks_insert AFTER INSERT ON time_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION time_entries_weeks_insert();
--> statement-breakpoint
CREATE TRIGGER time_entries_weeks_delete AFTER DELETE ON time_entries
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION time_entries_weeks_delete();
--> statement-breakpoint
CREATE TRIGGER time_entries_weeks_update AFTER UPDATE ON time_entries
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION time_entries_weeks_update();
--> statement-breakpoint
-- What was written before the triggers.
INSERT INTO money_transaction_months (client_id, month, contract_id, currency, freelancer_id, contract_type,
  rows, work_minor, fee_minor, tax_minor, credits_minor, total_minor)
SELECT client_id, date_trunc('month', occurred_at AT TIME ZONE 'UTC')::date, contract_id, currency,
  min(freelancer_id), min(contract_type), count(*), sum(work_minor), sum(fee_minor), sum(tax_minor),
  sum(credits_minor), sum(total_minor)
FROM money_transactions
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
SELECT contract_weeks_change(array_agg(contract_id), array_agg(monday), array_agg(minutes))
FROM (SELECT contract_id, date_trunc('week', work_date::timestamp)::date AS monday, sum(minutes) AS minutes
      FROM time_entries GROUP BY 1, 2) AS logged;
