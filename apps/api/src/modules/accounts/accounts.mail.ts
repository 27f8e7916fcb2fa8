import { escapeHtml as esc, writerIn, type EmailInput, type MessageId, type Writer } from '../notifications/index.ts';

/**
 * The accounts e-mails, written from message ids (notifications/i18n, docs/messages.md): plain text
 * first, a simple HTML version, and the link for the dev mailbox. Each returns what the outbox's
 * `ctx.notify.mail(tx, { email }, …)` writes in the recipient's language.
 */
type Letter = (t: Writer) => Omit<EmailInput, 'to'>;

function message(
  name: string,
  subject: MessageId,
  paragraphs: (t: Writer) => string[],
  action?: { label: MessageId; url: string },
): Letter {
  return (t) => {
    const greeting = name ? t('common.hello', { name }) : t('common.helloNoName');
    const body = paragraphs(t);
    const label = action ? t(action.label) : '';
    const text = [greeting, ...body, ...(action ? [t('common.actionLink', { label, url: action.url })] : []), t('common.signOff')].join(
      '\n\n',
    );
    const button = action
      ? `<p style="margin:24px 0"><a href="${esc(action.url)}" style="background:#0f6b34;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${esc(label)}</a></p>` +
        `<p style="font-size:13px;color:#475569">${esc(t('common.buttonFallback'))}<br>${esc(action.url)}</p>`
      : '';
    const html =
      `<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;max-width:560px;margin:0 auto;color:#1e293b;line-height:1.5">` +
      `<p style="font-size:20px;font-weight:800;color:#0f5132">Ireti</p><p>${esc(greeting)}</p>` +
      body.map((p) => `<p>${esc(p)}</p>`).join('') +
      button +
      `<p>${esc(t('common.signOff'))}</p></div>`;
    return { subject: t(subject), text, html, links: action ? [action.url] : [] };
  };
}

/** The English subjects tests look for. */
export const SIGNIN_WARNING_SUBJECT = writerIn('en')('accounts.signinAttempts.subject');
export const SIGNUP_TAKEN_SUBJECT = writerIn('en')('accounts.signupTaken.subject');

export const mail = {
  verifyEmail: (name: string, url: string) =>
    message(name, 'accounts.verifyEmail.subject', (t) => [t('accounts.verifyEmail.body')], { label: 'accounts.verifyEmail.action', url }),

  resetPassword: (name: string, url: string) =>
    message(name, 'accounts.resetPassword.subject', (t) => [t('accounts.resetPassword.body'), t('accounts.resetPassword.notYou')], {
      label: 'accounts.chooseNewPassword',
      url,
    }),

  changeEmail: (name: string, url: string) =>
    message(name, 'accounts.changeEmail.subject', (t) => [t('accounts.changeEmail.body')], { label: 'accounts.changeEmail.action', url }),

  emailChangeRequested: (name: string, newEmail: string) =>
    message(name, 'accounts.emailChangeRequested.subject', (t) => [
      t('accounts.emailChangeRequested.body', { email: newEmail }),
      t('accounts.emailChangeRequested.notYou'),
    ]),

  signupTaken: (name: string, url: string) =>
    message(name, 'accounts.signupTaken.subject', (t) => [t('accounts.signupTaken.body'), t('accounts.signupTaken.ifYou')], {
      label: 'accounts.chooseNewPassword',
      url,
    }),

  signinAttempts: (name: string, url: string) =>
    message(name, 'accounts.signinAttempts.subject', (t) => [t('accounts.signinAttempts.body'), t('accounts.signinAttempts.ifYou')], {
      label: 'accounts.chooseNewPassword',
      url,
    }),

  passwordChanged: (name: string) =>
    message(name, 'accounts.passwordChanged.subject', (t) => [t('accounts.passwordChanged.body'), t('accounts.passwordChanged.notYou')]),
};

/** The sign-in code by SMS. */
export const phoneCode = (code: string) => (t: Writer) => t('accounts.phoneCode.sms', { code });
