/**
 * Texts of the account screens and calls. The spec words some (quoted there); the rest are
 * written in the same plain style and marked "ours".
 */
export const AuthMessages = {
  // Spec 5.
  enterEmail: 'Please enter your email address',
  invalidEmail: 'Please provide a valid email address',
  notRegistered: 'Account is not registered',
  passwordsDontMatch: "Passwords don't match",
  emailUsed: 'This email is already used, please use another email',
  phoneUsed: 'This cell phone number is already registered, please change to a new one',
  codeError: 'Verification code error',
  linkExpired: 'The link has expired',
  alreadyActivated: 'The account is already registered',
  // Ours, for the login failures spec 5 and 8 list without wording.
  enterAccount: 'Please enter your email or phone number',
  enterPassword: 'Please enter your password',
  enterCode: 'Please enter the verification code',
  wrongPassword: 'The password is incorrect',
  /** Sign-in: one answer for an unknown account and a wrong password (issue 33, enumeration). */
  signInFailed: 'The email, phone number or password is incorrect',
  accountClosed: 'This account is closed',
  notActivated:
    'This account is not activated yet, please check your email for the activation link',
  pendingReview: 'Your application is being reviewed; we will email you within 48 hours',
  useSmsLogin:
    'This account was registered with a phone number, please sign in with a verification code',
  insufficientInfo: 'The account information is incomplete, please contact customer service',
  lockedOut: 'Too many failed attempts, please try again in {minutes} minutes',
  codeDailyLimit:
    'You have reached the daily limit of verification codes, please try again tomorrow',
  codeTooSoon: 'Please wait a minute before requesting another code',
  codeSent: 'The verification code has been sent',
  invalidPhone: 'Please enter a valid phone number',
  modeNotAllowed: 'This view mode is not available for your account',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  /** A name with a line break, tab or other control character (field-rules.ts `nameProblem`). */
  nameCharacters: 'Please enter the name on one line, without tabs or line breaks',
  avatarType: 'Upload a JPG or PNG image',
  avatarTooLarge: 'The image must be 20 MB or smaller',
  saved: 'Saved',
} as const;

/* The password policy, the email pattern and the other field rules live in field-rules.ts. */
