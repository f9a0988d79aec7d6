/**
 * Money (issue 19, ADR 021): the one area that prices work (the marketplace fee and GST), issues
 * invoices, takes credits from the ledger and charges cards through the payments interface. Hiring
 * calls into it; it calls the payments provider below it; nothing above reaches into its tables.
 */
export {
  ABANDONED_CHARGE_MS,
  collectCharge,
  isInvoicePaid,
  isInvoiceVoid,
  reconcileCharges,
  settleCharge,
  type ChargeOutcome,
} from './charge-service';
export { onInvoicePaid, type InvoicePaidHandler } from './invoice-paid';
export {
  cancelWaitingAttempt,
  collectNow,
  outcomeMessage,
  outcomeOf,
  openAttempt,
  voidInvoice,
  invoiceVoidWork,
  type PaymentOutcome,
} from './invoice-payments';
export { canPayFor, openCharge } from './invoice-service';
export { issueInvoice, type InvoiceRequest, type IssuedInvoice } from './invoice-service';
export { invoiceRoutes } from './invoice-routes';
export { invoicesToPay, milestoneInvoices, spendBetween } from './invoice-document';
export { amountForMinutes, MARKETPLACE_FEE_BPS, GST_ON_FEE_BPS } from './pricing';
export { reconcileChargesTask } from './money-tasks';
export {
  allTransactions,
  availableCredits,
  creditHistory,
  listTransactions,
  paidInvoiceIds,
  reportFilterOptions,
  reportPerson,
  transactionSummaries,
  type ReportRange,
  type TransactionPage,
} from './report-queries';
export { reportRoutes } from './report-routes';
export { weeklyReportRoutes } from './report-weeks-routes';
export { collectRefund, reconcileRefunds, refundInvoice, releaseInvoice, type RefundReason } from './refund-service';
