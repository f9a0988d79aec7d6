export { marketplaceMessages } from './marketplace-messages';
export * from './marketplace-constants';
export * from './marketplace-fields';
export * from './freelancers';
export * from './jobs';
export * from './hiring';
export * from './dashboard';
export * from './work-diary';
export * from './milestone-steps';
