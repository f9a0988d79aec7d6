import { z } from '../zod-mini';
import { miniText } from '../settings/fields';
import { moneySchema } from '../settings/payment-methods';

/*
 * The reports (issue 20): what the client paid, read from the money area's records (payments and
 * refunds, the credits ledger) and the hours logged. Days are the platform's calendar days
 * (`YYYY-MM-DD`, counted in UTC like the weeks and work dates: ADR 016); a range includes both of its
 * days, and an open end (no `from`: "Early", no `to`: "Continuous") reaches the first or the last
 * record. Every amount is integer minor units with its currency; totals are summed on the server,
 * one per currency.
 */

export const reportMessages = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  rangeReversed: 'The start date must be on or before the end date.',
  typeInvalid: 'Choose All Type, Hourly or Fixed Price.',
  freelancerInvalid: 'Choose a freelancer from the list.',
  contractInvalid: 'Choose a contract from the list.',
  cursorInvalid: 'This page of the list does not exist.',
  /** Reports are the client's: a freelancer (or anyone without a client's role) is refused. */
  clientsOnly: 'Reports are for clients.',
  /** `GET /reports/invoices.zip` makes at most `REPORT_ZIP_MAX_INVOICES` PDFs at once. */
  tooManyInvoices: 'That range has more than 500 invoices. Choose a shorter range to download them.',
  noInvoices: 'There are no invoices in that range.',
  /** `GET /reports/weekly-summary` shows at most `REPORT_MAX_WEEKS` weeks. */
  tooManyWeeks: 'Choose at most 53 weeks.',
  /** `GET /reports/weekly-summary/weeks/:monday` names its week by the week's Monday. */
  weekInvalid: 'Choose a week by its Monday, as YYYY-MM-DD.',
} as const;
const m = reportMessages;

/** The ZIP of a range's invoices holds at most this many PDFs; a longer range is refused (422). */
export const REPORT_ZIP_MAX_INVOICES = 500;
/** Weekly Summary shows at most this many weeks; a longer range is refused (422 on `from`). */
export const REPORT_MAX_WEEKS = 53;
/** Weekly Summary without `from`: this many weeks, up to `to`'s week. */
export const REPORT_DEFAULT_WEEKS = 12;
/** Rows per page of Transaction History. */
export const TRANSACTION_PAGE_SIZE = 20;

/** Spec §9 "Job type filter options": All Type, Hourly, Fixed Price (`all` is the default). */
export const REPORT_TYPES = ['all', 'hourly', 'fixed'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  all: 'All Type',
  hourly: 'Hourly',
  fixed: 'Fixed Price',
};

/** A day as `YYYY-MM-DD` by its shape (whether it exists is checked where it is read). */
const DAY_SHAPE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = z.optional(miniText().check(z.regex(DAY_SHAPE, m.dateInvalid)));
const id = (message: string) =>
  z.optional(
    z.coerce
      .number({ error: message })
      .check(z.int(message), z.minimum(1, message), z.maximum(Number.MAX_SAFE_INTEGER, message)),
  );

/**
 * The filters every report takes, as query parameters (and, the same names, in the page's URL):
 * `from`, `to` (days; either may be left out), `type`, `freelancer` (a user id), `contract` (an id).
 * `to` before `from` is refused with `rangeReversed` on `to`.
 */
export const reportFiltersSchema = z.object({
  from: day,
  to: day,
  type: z._default(z.enum(REPORT_TYPES, { error: m.typeInvalid }), 'all'),
  freelancer: id(m.freelancerInvalid),
  contract: id(m.contractInvalid),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

/** `GET /reports/transactions`: the filters and the page after `cursor` (from the last page's `next_cursor`). */
export const transactionListQuerySchema = z.extend(reportFiltersSchema, {
  cursor: z.optional(miniText().check(z.maxLength(100, m.cursorInvalid))),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/**
 * One row of Transaction History (spec §3 "Transaction row"): a payment of an invoice (positive) or
 * a refund of one (negative), newest first. Every row has its invoice.
 */
export const transactionRowSchema = z.object({
  /** The record's own id, unique among the rows. */
  id: z.number(),
  kind: z.enum(['payment', 'refund']),
  /** When the money moved (a payment when it was paid in full; a refund when it was decided). */
  occurred_at: z.string(),
  type: z.enum(['hourly', 'fixed']),
  contract: z.object({ id: z.number(), title: z.string() }),
  /** "Milestone: Design", "Hours, 2 – 8 Mar 2026 (2 h 30 min)", "Refund: Milestone cancelled". */
  details: z.string(),
  /** The hourly week's Monday and Sunday, or null for a milestone. */
  period: z.nullable(z.object({ start: z.string(), end: z.string() })),
  /** "Deleted user" after the freelancer deleted their account. */
  freelancer: z.object({ id: z.nullable(z.number()), name: z.string() }),
  invoice: z.object({ id: z.number(), number: z.string() }),
  /** Work + fee + tax, negative for a refund. */
  amount: moneySchema,
  fee: moneySchema,
  tax: moneySchema,
  /** Credits spent on it (a refund: credits given back, negative). */
  credits_used: moneySchema,
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const transactionListResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(transactionRowSchema),
  /** Null on the last page ("No more transactions."). */
  meta: z.object({ next_cursor: z.nullable(z.string()) }),
});
export type TransactionListResponse = z.infer<typeof transactionListResponseSchema>;

/**
 * The summary of the filtered rows (all pages), one per currency the rows are in, each the sum of
 * its rows' signed amounts: so refunds in the range lower it. `contracts` counts the contracts with
 * a row in the range.
 */
export const transactionSummarySchema = z.object({
  currency: moneySchema.shape.currency,
  contracts: z.number(),
  fees: moneySchema,
  credits_used: moneySchema,
  taxes: moneySchema,
  total_spent: moneySchema,
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

/** `GET /reports/transactions/summary`: the filters' summary (an empty list when nothing matches), and the credits now. */
export const transactionSummaryResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    summaries: z.array(transactionSummarySchema),
    /** "Available Credits": the ledger's balance now, whatever the filters. */
    available_credits: moneySchema,
  }),
});
export type TransactionSummaryResponse = z.infer<typeof transactionSummaryResponseSchema>;

/** `GET /reports/filters`: the choices of "All Freelancers" and "All Contracts" (the client's own, every one they hired). */
export const reportFilterOptionsResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    freelancers: z.array(z.object({ id: z.number(), name: z.string() })),
    contracts: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        type: z.enum(['hourly', 'fixed']),
        freelancer_id: z.nullable(z.number()),
      }),
    ),
  }),
});
export type ReportFilterOptions = z.infer<typeof reportFilterOptionsResponseSchema>['data'];

/** `GET /reports/credits`: the credits ledger's entries (Payment Methods' "View Credit History"), newest first. */
export const creditHistoryQuerySchema = z.object({
  from: day,
  to: day,
  cursor: z.optional(miniText().check(z.maxLength(100, m.cursorInvalid))),
});
export const creditEntryRowSchema = z.object({
  id: z.number(),
  occurred_at: z.string(),
  kind: z.enum(['claim', 'spend', 'refund', 'adjustment']),
  /** "Sign-up credits claimed", "Invoice TI/2627/00000004: Milestone: Design". */
  description: z.string(),
  /** Positive when credits came in, negative when spent. */
  amount: moneySchema,
  /** The invoice it was spent on or given back from, when there is one. */
  invoice: z.nullable(z.object({ id: z.number(), number: z.string() })),
});
export type CreditEntryRow = z.infer<typeof creditEntryRowSchema>;
export const creditHistoryResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(creditEntryRowSchema),
  meta: z.object({ next_cursor: z.nullable(z.string()) }),
});

/**
 * `GET /reports/weekly-summary`: the platform's weeks (Monday to Sunday) in the range, newest first,
 * each with the hours logged on the client's hourly contracts and what they cost. Without `from`,
 * the 12 weeks up to `to` (default: this week); at most 53 weeks (a longer range answers 422 on
 * `from`). A week's contracts are asked for one week at a time (`weekDetailResponseSchema`).
 */
export const weeklySummaryQuerySchema = z.object({
  from: day,
  to: day,
  freelancer: id(m.freelancerInvalid),
  contract: id(m.contractInvalid),
});
export const weekTotalsSchema = z.object({
  monday: z.string(),
  sunday: z.string(),
  total_minutes: z.number(),
  /** The minutes at each contract's rate, one per currency (none: no hours that week). */
  totals: z.array(moneySchema),
});
export type WeekTotals = z.infer<typeof weekTotalsSchema>;
export const weeklySummaryResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ from: z.string(), to: z.string(), weeks: z.array(weekTotalsSchema) }),
});

/**
 * `GET /reports/weekly-summary/weeks/:monday?freelancer=&contract=`: one week (named by its Monday)
 * with each hourly contract that ran in it or has hours logged in it, and the week's totals.
 */
export const weekParamsSchema = z.object({
  monday: miniText().check(z.regex(DAY_SHAPE, m.weekInvalid)),
});
export const weekDetailQuerySchema = z.object({
  freelancer: id(m.freelancerInvalid),
  contract: id(m.contractInvalid),
});
export const weekContractSchema = z.object({
  /** With its job, whose page holds the contract's work diary. */
  contract: z.object({ id: z.number(), title: z.string(), job_id: z.number() }),
  freelancer: z.object({ id: z.nullable(z.number()), name: z.string() }),
  minutes: z.number(),
  /** The week's limit in hours (null: no limit). */
  weekly_limit_hours: z.nullable(z.number()),
  /** The hours at the contract's rate, before fee and tax (what the invoice's work line says once closed). */
  amount: moneySchema,
  /** `open` (the week is not over), `in_review`, `paid` (released), `invoiced` (closed, payment not finished), `no_hours`. */
  status: z.enum(['open', 'invoiced', 'in_review', 'paid', 'no_hours']),
  invoice: z.nullable(z.object({ id: z.number(), number: z.string() })),
});
export const weekSummarySchema = z.object({
  monday: z.string(),
  sunday: z.string(),
  contracts: z.array(weekContractSchema),
  total_minutes: z.number(),
  /** One per currency. */
  totals: z.array(moneySchema),
});
export type WeekSummary = z.infer<typeof weekSummarySchema>;
export const weekDetailResponseSchema = z.object({
  status: z.literal(true),
  data: weekSummarySchema,
});

/** `GET /reports/time-by-freelancer`: per freelancer over the range, hours logged and what the client paid them. */
export const timeByFreelancerQuerySchema = z.object({
  from: day,
  to: day,
  type: z._default(z.enum(REPORT_TYPES, { error: m.typeInvalid }), 'all'),
  contract: id(m.contractInvalid),
});
export const freelancerTimeSchema = z.object({
  freelancer: z.object({ id: z.nullable(z.number()), name: z.string() }),
  /** Hours logged on the client's hourly contracts on days in the range. */
  minutes: z.number(),
  contracts: z.number(),
  /** Paid in the range (payments less refunds, work + fee + tax), one per currency. */
  spent: z.array(moneySchema),
});
export type FreelancerTime = z.infer<typeof freelancerTimeSchema>;
export const timeByFreelancerResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ freelancers: z.array(freelancerTimeSchema) }),
});
