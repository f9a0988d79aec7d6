-- Issue 20 §3: the reports' sums read indexes only. money_transactions_client_idx carries, after
-- (client, time, id), every column the summaries and their filters read; time_entries_contract_id_idx
-- the minutes. Neither changes the order its queries read rows in.
--
-- No parallel workers on money_transactions: its reads are one client's rows on a request path, and
-- starting workers for a sum of ~100,000 narrow rows cost more than they saved (the summary over
-- every row: p50 43 ms with a worker, 26 ms without), besides taking cores from other requests.
DROP INDEX "money_transactions_client_idx";--> statement-breakpoint
DROP INDEX "time_entries_contract_id_idx";--> statement-breakpoint
CREATE INDEX "money_transactions_client_idx" ON "money_transactions" USING btree ("client_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST,"contract_id","freelancer_id","contract_type","currency","fee_minor","credits_minor","tax_minor","total_minor");--> statement-breakpoint
CREATE INDEX "time_entries_contract_id_idx" ON "time_entries" USING btree ("contract_id","work_date","minutes");--> statement-breakpoint
ALTER TABLE "money_transactions" SET (parallel_workers = 0);
