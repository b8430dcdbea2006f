/**
 * Every sentence the server writes to a reader (an error answer's `error`, a form's field problems),
 * by its key under `serverMessages` in the site settings, where a translator finds them beside the
 * rest of the site texts. Until the settings of the request's language carry a key, the English
 * below is answered (languages.ts), exactly as the server wrote it before it spoke other languages.
 */
/** The English of every server text, by its key under `serverMessages` in the site settings. */
export const serverTextDefaults = {
  signInFirst: 'Sign in first',
  passwordIncorrect: 'Password is incorrect',
  accountDisabled: 'This account has been disabled',
  accessEnded: "This account's access ended on {date}",
  signInFromOtherSite: 'Sign-in requests from other sites are refused',
  signInLockedOut: 'Too many failed attempts; try again in {seconds} seconds',
  signInBusy: 'Too many sign-ins are being checked right now; try again in a moment',
  signedInAlready: 'Signed in as "{account}" already: sign out first to use another account\'s password',
  signInLinkNoLongerValid: 'This sign-in link is no longer valid',
  passwordNotAllowed: "This account signs in with the hospital's accounts only",
  hospitalSignInContinuing: "Continuing to your hospital's sign-in…",
  hospitalSignInContinue: 'Continue',
  tooManyRequests: 'Too many requests; try again in {seconds} seconds',
  noProductLine: 'No product line "{model}"',
  productNotIncluded: 'This account does not include this product line',
  unknownLanguage: 'No language "{lang}" on this site; it has {languages}',
  noSuchFile: 'No such file in the product lines of this account',
  invalidFilePath: 'Invalid file path',
  rangeNotSatisfiable: 'Range not satisfiable',
  methodNotAllowed: 'Only GET and HEAD are allowed here',
  notFound: 'Not found',
  shuttingDown: 'The server is shutting down; try again in a moment',
  databaseUnavailable: 'The server cannot reach its database; try again in a moment',
  internalError: 'Internal server error',
  paperCopyNotInstructions:
    'A paper copy can be requested only of a document on an instructions-for-use page of this product line',
  paperCopyNotInstructionsField: 'Not instructions for use of this product line',
  paperCopySessionLimit: 'Too many requests from this session; try again in {wait}',
  paperCopyAccountLimit: 'This account has reached its limit of {max} paper-copy requests a day; try again in {wait}',
  paperCopyAddressLimit:
    'This network address has reached its limit of {max} paper-copy requests a day; try again in {wait}',
  formNotAnObject: 'The request must be a JSON object of the form’s fields',
  fieldRequired: 'Required',
  fieldTooShort: 'At least {limit} characters',
  fieldTooLong: 'At most {limit} characters',
  fieldNotAnEmail: 'Not a valid email address',
  fieldNotFormat: 'Not a valid {format}',
  fieldCharacterNotAllowed: 'Contains a character that is not allowed here',
  fieldNotInForm: 'Not a field of this form',
  fieldWholeNumber: 'A whole number from {minimum} to {maximum}',
  fieldNotText: 'Must be text',
  fieldInvalid: 'Not valid',
  acknowledgementNeedsName:
    'Only people signed in with their own hospital account can confirm having read a document: sign out, then choose “Sign in with your hospital account” on the login page',
  acknowledgementNotNeeded: 'No document "{document}" of this product line asks to be confirmed',
  acknowledgementNotCurrent:
    'Version {version} is not the current version of this document; the current one is {current}: read it and confirm that',
} as const;

export type ServerTextKey = keyof typeof serverTextDefaults;
