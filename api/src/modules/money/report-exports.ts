import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { zipSync, type Zippable } from 'fflate';
import {
  invoiceFileName,
  platformDayOf,
  REPORT_TYPE_LABELS,
  REPORT_ZIP_MAX_INVOICES,
  reportMessages,
  type ReportFilters,
  type TransactionRow,
} from '@talentindia/contracts';
import { HttpError, notFound } from '../../http-error';
import { readInvoice } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { allTransactions, paidInvoiceIds, type ReportRange } from './report-queries';

/*
 * Transaction History's downloads (issue 20 §3): the filtered rows as a CSV, and their invoices'
 * PDFs in one ZIP. Both are the caller's own rows only, read through the same filters as the page.
 */

/** The name a download of a range is saved as: `transactions-2026-03-01-2026-03-31.csv`, open ends "early" and "continuous". */
export function exportFileName(prefix: 'transactions' | 'invoices', range: ReportRange, extension: 'csv' | 'zip') {
  return `${prefix}-${range.from ?? 'early'}-${range.to ?? 'continuous'}.${extension}`;
}

/**
 * Integer minor units as a decimal number of major units, by integer arithmetic (no float division,
 * so every amount is exact): -1500 → "-15.00", 5 → "0.05". Every currency here has two decimals.
 */
export function decimalOf(minor: number): string {
  const value = BigInt(minor);
  const magnitude = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

const CSV_COLUMNS = [
  'Date',
  'Type',
  'Contract',
  'Details',
  'Freelancer',
  'Invoice',
  'Currency',
  'Work',
  'Fee',
  'Tax',
  'Credits used',
  'Amount',
];

/** A row as the CSV writes it: text as text, amounts as numbers of minor units (written as decimals by the cast). */
function csvRecord(row: TransactionRow): (string | number)[] {
  const work = row.amount.amount - row.fee.amount - row.tax.amount;
  return [
    platformDayOf(new Date(row.occurred_at)),
    REPORT_TYPE_LABELS[row.type],
    row.contract.title,
    row.details,
    row.freelancer.name,
    row.invoice.number,
    row.amount.currency,
    work,
    row.fee.amount,
    row.tax.amount,
    row.credits_used.amount,
    row.amount.amount,
  ];
}

async function* csvRecords(app: FastifyInstance, clientId: number, filters: ReportFilters) {
  for await (const row of allTransactions(app, clientId, filters)) yield csvRecord(row);
}

/**
 * Every row the filters keep, newest first, as a CSV stream (UTF-8 with a BOM, so spreadsheets read
 * names and titles in any script). Text a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return: a contract titled "=HYPERLINK(…)") is written with a leading quote
 * (`escape_formulas`). The amounts are numbers (minor units, cast to decimals), which
 * `escape_formulas` leaves alone, so a refund's "-15.00" stays a negative number in the sheet.
 */
export function transactionsCsv(app: FastifyInstance, clientId: number, filters: ReportFilters): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: CSV_COLUMNS,
    escape_formulas: true,
    cast: { number: (minor) => decimalOf(minor) },
  });
  pipeline(Readable.from(csvRecords(app, clientId, filters)), csv, (error) => {
    // The answer has started: it is cut short, and the reason logged.
    if (error) app.log.error({ err: error }, 'The transactions CSV could not be finished');
  });
  return csv;
}

/**
 * The PDFs of the invoices of the payments the filters keep, in one ZIP (stored, not compressed: a
 * PDF already is), each named as its own download is (`invoice-TI-2627-00000001.pdf`) and dated when
 * it was issued. More than `REPORT_ZIP_MAX_INVOICES` is refused (422) before any is made; none is a 404.
 */
export async function invoicesZip(app: FastifyInstance, clientId: number, filters: ReportFilters): Promise<Buffer> {
  const invoiceIds = await paidInvoiceIds(app, clientId, filters, REPORT_ZIP_MAX_INVOICES);
  if (invoiceIds.length > REPORT_ZIP_MAX_INVOICES) throw new HttpError(422, reportMessages.tooManyInvoices);
  if (invoiceIds.length === 0) throw notFound(reportMessages.noInvoices);
  const files: Zippable = {};
  for (const invoiceId of invoiceIds) {
    const invoice = await readInvoice(app, clientId, invoiceId);
    const pdf = await renderInvoicePdf(invoice);
    files[invoiceFileName(invoice.number)] = [pdf, { level: 0, mtime: new Date(invoice.issued_at) }];
  }
  return Buffer.from(zipSync(files));
}
