/**
 * Accounts (spec §3, §4): sign-up, login with its second step, Google sign-in, logout, password
 * reset and email verification; sessions.
 */
export { accountRoutes } from './account-routes';
export { createSession, findByEmail, passwordResetWork, SESSION_TTL_MS } from './account-service';
export { startLoginChallenge } from './login-challenges';
