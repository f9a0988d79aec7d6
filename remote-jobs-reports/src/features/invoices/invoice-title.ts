/** The invoice page's title: "Invoice TI/2627/00000001" once its number is known, "Invoice" before. */
export const INVOICE_TITLE = 'Invoice';
export const invoiceTitle = (number: string) => `${INVOICE_TITLE} ${number}`;

/** The page's title for an invoice the api does not give this client, or an id that cannot be one. */
export const INVOICE_NOT_FOUND_TITLE = 'Invoice not found';
