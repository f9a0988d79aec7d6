/** Spec §5: the validation messages, written once for the forms and the api. */
export const messages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email address is invalid',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordsMustMatch: 'Passwords must be same',
} as const;

/** Messages about what any text field may hold (every request field is built from `text()`). */
export const textMessages = {
  invalidCharacters: 'This field contains a character we cannot accept (a null or broken character). Please retype it.',
} as const;

/**
 * Messages the spec does not list but the product needs (server rules, reset and verification).
 * The password rules are the ones the Change Password modal lists (spec §2).
 */
export const accountMessages = {
  passwordTooWeak:
    'Password must be at least 8 characters and include an uppercase letter, a number and a special character.',
  passwordTooLong: 'Password must be at most 128 characters.',
  nameTooLong: 'Names must be at most 100 characters.',
  emailTaken: 'An account with this email already exists. Log in instead.',
  invalidCredentials: 'Invalid email or password.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'You have been logged out.',
  signedUp: 'Your account has been created. We have sent you an email to verify your address.',
  loggedIn: 'Logged in successfully.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset your password.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  tokenRequired: 'The link is missing its token.',
  emailVerified: 'Your email address has been verified.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  verificationSent: 'We have sent a new verification link to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  googleCredentialRequired: 'The Google credential is missing.',
  googleCredentialInvalid: 'We could not verify your Google sign-in. Please try again.',
  googleEmailUnverified: 'Your Google account email is not verified.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  twoFactorRequired: 'Enter the code from your authenticator app or phone to finish logging in.',
  twoFactorCodeRequired: 'Please enter valid 6 digits code.',
  twoFactorCodeWrong: 'This code is incorrect. Please try again.',
  twoFactorMethodInvalid: 'Choose how to confirm it is you: authenticator app, SMS or a recovery code.',
  twoFactorMethodUnavailable: 'This way of confirming is not set up for your account.',
  challengeExpired: 'This login has expired. Please log in again.',
  challengeTooManyAttempts: 'Too many incorrect codes. Please log in again.',
  twoFactorLocked: 'Too many incorrect codes for this account. Please wait an hour, then log in again.',
  recoveryCodeUsed: 'Recovery code accepted. It cannot be used again; you can make new codes in Password And Security.',
  recoveryCodeRequired: 'Please enter one of your recovery codes.',
} as const;
