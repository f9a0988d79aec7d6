export { accountMessages, messages, textMessages } from './validation-messages';
export * from './text';
export * from './auth';
export * from './password-rules';
export * from './envelope';
export * from './notifications';
export * from './content';
export * from './outbox';
export * from './settings';
