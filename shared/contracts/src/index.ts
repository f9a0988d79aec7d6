export { accountMessages, messages } from './validation-messages';
export * from './auth';
export * from './envelope';
export * from './notifications';
export * from './content';
export * from './outbox';
