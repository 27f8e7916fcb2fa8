/** The data rights' replies (issue 28): English templates, translated by packages/shared/src/i18n. */
export const RightsMsg = {
  exportQueued: 'We are preparing your data. We will e-mail you a download link within a few minutes.',
  exportQueuedForPerson:
    'Their data is being prepared. A download link will be e-mailed to the account’s own address within a few minutes.',
  exportLinkExpired: 'This download link has expired. Ask for your data again from Settings.',
  exportLinkUsed: 'This download link has already been used. Ask for your data again from Settings.',
  exportLinkUnknown: 'This download link is not valid. Ask for your data again from Settings.',
  notYours: 'You can only ask for your own data or close your own account',
  wrongPassword: 'Your current password is not correct',
  cannotCloseYet: 'Your account cannot be closed yet',
  cannotCloseYetAdmin: 'This account cannot be closed yet: its owner must first do what is listed',
  closeLive: (title: string) => `Close your live campaign “${title}” first`,
  claimFirst: (title: string) => `Claim the money raised by “${title}” first`,
  waitPayout: (title: string) => `Wait until the payout of “${title}” has been paid`,
  accountClosed: 'Your account has been closed and your personal details erased',
  alreadyClosed: 'This account is already closed',
  consentSaved: 'Your choice has been saved',
} as const;
