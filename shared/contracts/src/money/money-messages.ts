/**
 * The money area's messages (issue 19), written once for the pages and the api. They follow the tone
 * of the other areas' (`Conversation not found.`): a 404's message says what was not found.
 */
export const moneyMessages = {
  invoiceNotFound: 'Invoice not found.',
  // The outcome of a payment (funding a milestone, paying an invoice again).
  paymentSucceeded: 'Payment received.',
  milestoneFunded: 'Milestone funded.',
  paymentDeclined: 'Your card was declined. Pay again from the invoice, with another card if you like.',
  paymentNeedsAuthentication: 'Your bank asks you to confirm this payment. Open the invoice to finish it.',
  paymentProcessing: 'Your payment is being processed. The invoice shows when it is done.',
  paymentNoCard: 'Add a card in Payment Methods to pay this invoice.',
  invoiceAlreadyPaid: 'This invoice is already paid.',
  invoiceCancelled: 'This invoice was cancelled and cannot be paid.',
  paymentInProgress: 'A payment of this invoice is already in progress.',
  nothingToConfirm: 'This payment does not need confirming.',
  confirmationInvalid: 'This payment could not be confirmed. Please open it again.',
} as const;
