/**
 * Spec §5 and §8 for the settings area: its validation messages and toasts, written once for the
 * forms and the api. Messages the spec does not list (pictures, GSTIN, links) follow its tone.
 */
export const settingsMessages = {
  timezoneRequired: 'Timezone is required',
  currencyRequired: 'Currency is required',
  timezoneInvalid: 'Please choose a timezone from the list.',
  profileUpdated: 'Profile Updated Successfully!',
  emailTakenByOther: 'Another account already uses this email address.',
  emailChangeConfirmed: 'Your email address has been changed.',
  emailChangeLinkInvalid: 'This email change link is invalid or has expired. Please change your email again.',
  imageTooLarge: 'Profile picture must be at most 5 MB.',
  imageWrongType: 'Profile picture must be a JPEG, PNG or WebP image.',
  imageUnreadable: 'We could not read this image. It may be damaged; please choose another.',

  billingTypeRequired: 'Billing type is required',
  fullNameRequired: 'Full name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  countryInvalid: 'Please enter valid country.',
  stateRequired: 'State is required',
  stateInvalid: 'Please enter valid state.',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Please enter a valid postcode (letters, digits, spaces or hyphens; up to 12).',
  pincodeIndiaInvalid: 'Please enter a valid 6-digit PIN code.',
  fieldTooLong: 'This field must be at most 200 characters.',
  taxIdInvalid: 'A tax ID has 3 to 30 letters, digits, spaces, dots, slashes or hyphens.',
  gstinFormat:
    'A GSTIN has 15 characters: a 2-digit state code, a 10-character PAN, an entity number, Z and a check character.',
  gstinStateMismatch: 'The GSTIN’s state code does not match the chosen state.',
  gstinChecksum: 'This GSTIN’s check character is wrong. Please check the number.',
  billingUpdated: 'Billing Updated Successfully!',

  emailPreferencesUpdated: 'Email Preferences Updated Successfully!',
  emailPreferenceRequired: 'Choose at least one email preference to change.',
  emailPreferenceInvalid: 'An email preference is 1 (on) or 0 (off).',

  deleteAccountEmailSent:
    'We have emailed you a link to delete your account. It works once, for 30 minutes; until then your account stays active.',
  accountDeleted: 'Your account has been deleted.',
  deleteLinkInvalid:
    'This account deletion link is invalid, has expired or was already used. Nothing has been deleted.',
} as const;
