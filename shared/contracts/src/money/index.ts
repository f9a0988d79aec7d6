export { moneyMessages } from './money-messages';
export * from './invoices';
export * from './reports';
