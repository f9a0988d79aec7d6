export { settingsMessages } from './settings-messages';
export * from './profile';
export * from './countries';
export * from './gstin';
export * from './billing';
export * from './email-preferences';
export * from './verification';
export { settingsMessageResponseSchema } from './fields';
