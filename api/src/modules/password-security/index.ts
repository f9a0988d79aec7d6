/** Password And Security (spec §2, §3): the password's change, and Google connected for login. */
export { passwordSecurityRoutes } from './password-security-routes';
