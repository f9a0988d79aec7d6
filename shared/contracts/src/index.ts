export { accountMessages, messages, textMessages } from './validation-messages';
export * from './text';
export * from './auth';
export * from './envelope';
export * from './notifications';
export * from './content';
export * from './outbox';
export * from './settings';
