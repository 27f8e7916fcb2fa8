// ../../packages/shared/src/accounts/messages.ts
/**
 * Messages of the accounts capability that the spec does not give word for word (its own are in
 * ../messages.ts). Written once here, shown by the web forms and returned by the API.
 */
var AccountMsg = {
  invalidCredentials: 'The email or password is incorrect.',
  emailTaken: 'An account with this email already exists. Sign in, or reset your password if you have forgotten it.',
  commonPassword: 'This password is too common and easy to guess. Please choose another one.',
  nigerianMobile: 'Enter a valid Nigerian mobile number',
  orgMobile: 'Enter a Nigerian mobile number such as 08012345678',
  stateUnknown: 'Choose a state from the list',
  lgaNotInState: 'Choose a local government area of the selected state',
  wrongCurrentPassword: 'Your current password is not correct',
  samePassword: 'Choose a new password that is different from the current one',
  sameEmail: 'This is already your email address',
  notAllowedChars: (label) => `${label} contains characters that are not allowed`,
  notValid: (label) => `${label} is not valid`,
  socialLink: 'Enter your username (such as @yourname) or the link to your profile',
  code: 'Enter the 6-digit code we sent you by SMS',
  codeWrong: 'This code is not correct. Check the SMS and try again.',
  codeExpired: 'This code has expired or was already used. Request a new code.',
  codeAttempts: 'Too many wrong codes. Request a new code.',
  noMobile: 'Add a mobile number to your profile first',
  mobileConfirmed: 'Your phone number is confirmed',
  codeSent: 'We sent a 6-digit code to your phone',
  /** A new code asked for too soon (107); the wait in whole seconds, said in seconds or minutes. */
  codeWait: (seconds) =>
    `You can ask for a new code in ${seconds <= 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`}.`,
  logoRequired: "Please upload your organization's logo",
  featuredImage: (n) => `Select your ${['first', 'second', 'third'][n - 1]} featured image`,
  idRequired: 'Select a valid means of identification',
  idTypeRequired: "ID type can't be empty",
  verificationSubmitted: 'Thank you. Your verification information has been submitted.',
  signupDone: 'Your account has been created. Check your email to verify it.',
  loginUnverified: 'Your email address is not verified yet. We have sent you a new verification link.',
  verifySent: 'If an account with this email is waiting for verification, we have sent it a new link.',
  resetSent: 'If an account exists for this email, we have sent it a link to reset the password.',
  resetDone: 'Your password has been reset. You can now sign in.',
  tokenInvalid: 'This link is invalid, has expired or was already used.',
  emailChangeSent: 'We sent a confirmation link to your new email address. Your email changes once you open it.',
  passwordChanged: 'Your password has been changed.',
  profileSaved: 'Your profile has been saved.',
  photoSaved: 'Your profile photo has been saved.',
  imageSaved: 'The image has been saved.',
  documentSaved: 'Your document has been saved.',
  loggedOut: 'You are signed out.',
  facebookOff: 'Signing in with Facebook is not available on this site.',
  facebookFailed: 'Signing in with Facebook did not work. Please try again, or use your email and password.',
  facebookCancelled: 'Facebook sign-in was cancelled.',
  socialExpired: 'These sign-up details have expired. Please start again.',
  documentNotFound: 'There is no document for this account',
};
export { AccountMsg as t };
