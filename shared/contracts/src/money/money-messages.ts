/**
 * The money area's messages (issue 19), written once for the pages and the api. They follow the tone
 * of the other areas' (`Conversation not found.`): a 404's message says what was not found.
 */
export const moneyMessages = {
  invoiceNotFound: 'Invoice not found.',
} as const;
