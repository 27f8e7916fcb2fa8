import { letter, type Writer } from '../notifications/index.ts';

/**
 * The accounts e-mails, letters written from message ids (notifications' `letter`, docs/messages.md):
 * each returns what the outbox's `ctx.notify.mail(tx, { email }, …)` writes in the recipient's language.
 */
export const mail = {
  verifyEmail: (name: string, url: string) =>
    letter(name, 'accounts.verifyEmail.subject', (t) => [t('accounts.verifyEmail.body')], { label: 'accounts.verifyEmail.action', url }),

  resetPassword: (name: string, url: string) =>
    letter(name, 'accounts.resetPassword.subject', (t) => [t('accounts.resetPassword.body'), t('accounts.resetPassword.notYou')], {
      label: 'accounts.chooseNewPassword',
      url,
    }),

  changeEmail: (name: string, url: string) =>
    letter(name, 'accounts.changeEmail.subject', (t) => [t('accounts.changeEmail.body')], { label: 'accounts.changeEmail.action', url }),

  emailChangeRequested: (name: string, newEmail: string) =>
    letter(name, 'accounts.emailChangeRequested.subject', (t) => [
      t('accounts.emailChangeRequested.body', { email: newEmail }),
      t('accounts.emailChangeRequested.notYou'),
    ]),

  signupTaken: (name: string, url: string) =>
    letter(name, 'accounts.signupTaken.subject', (t) => [t('accounts.signupTaken.body'), t('accounts.signupTaken.ifYou')], {
      label: 'accounts.chooseNewPassword',
      url,
    }),

  signinAttempts: (name: string, url: string) =>
    letter(name, 'accounts.signinAttempts.subject', (t) => [t('accounts.signinAttempts.body'), t('accounts.signinAttempts.ifYou')], {
      label: 'accounts.chooseNewPassword',
      url,
    }),

  passwordChanged: (name: string) =>
    letter(name, 'accounts.passwordChanged.subject', (t) => [t('accounts.passwordChanged.body'), t('accounts.passwordChanged.notYou')]),
};

/** The sign-in code by SMS. */
export const phoneCode = (code: string) => (t: Writer) => t('accounts.phoneCode.sms', { code });
