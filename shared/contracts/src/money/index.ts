export { moneyMessages } from './money-messages';
export * from './invoices';
