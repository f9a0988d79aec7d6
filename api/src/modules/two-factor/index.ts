/**
 * Two-step sign-in (issue 9 §2): the authenticator app, SMS codes and recovery codes in Password And
 * Security, and the code checks a login's second step (accounts) is finished with.
 */
export { twoFactorRoutes } from './two-factor-routes';
export {
  checkAppCode,
  checkSmsCode,
  clearTwoFactor,
  latestSmsCode,
  readTwoFactorStatus,
  sendSmsCode,
  spendRecoveryCode,
  type CodeCheck,
  type TwoFactorStatus,
} from './two-factor-service';
export { recoveryCodeUsedMail } from './two-factor-mails';
export { maskPhone } from './phone-numbers';
