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
