export { messagingMessages } from './messaging-messages';
export * from './messages';
