import type { EmailInput } from '../notifications/index.ts';

/** The accounts e-mails: plain text first, a simple HTML version, and the link for the dev mailbox. */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Recipient {
  email: string;
  name: string;
}

function message(to: Recipient, subject: string, paragraphs: string[], action?: { label: string; url: string }): EmailInput {
  const greeting = to.name ? `Hello ${to.name},` : 'Hello,';
  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), 'The Ireti team'].join('\n\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${esc(action.url)}" style="background:#0f6b34;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${esc(action.label)}</a></p>` +
      `<p style="font-size:13px;color:#475569">If the button does not work, copy this link into your browser:<br>${esc(action.url)}</p>`
    : '';
  const html =
    `<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;max-width:560px;margin:0 auto;color:#1e293b;line-height:1.5">` +
    `<p style="font-size:20px;font-weight:800;color:#0f5132">Ireti</p><p>${esc(greeting)}</p>` +
    paragraphs.map((p) => `<p>${esc(p)}</p>`).join('') +
    button +
    `<p>The Ireti team</p></div>`;
  return { to: to.email, subject, text, html, links: action ? [action.url] : [] };
}

export const SIGNIN_WARNING_SUBJECT = 'Someone is trying to sign in to your Ireti account';

export const SIGNUP_TAKEN_SUBJECT = 'Someone tried to sign up with your email address';

export const mail = {
  verifyEmail: (to: Recipient, url: string) =>
    message(
      to,
      'Verify your email address',
      ['Welcome to Ireti. Please confirm that this is your email address. The link works once, for 24 hours.'],
      {
        label: 'Verify my email',
        url,
      },
    ),

  resetPassword: (to: Recipient, url: string) =>
    message(
      to,
      'Reset your Ireti password',
      [
        'Someone asked to reset the password of your Ireti account. If it was you, choose a new password with the link below. It works once, for 1 hour.',
        'If it was not you, ignore this email: your password stays as it is.',
      ],
      { label: 'Choose a new password', url },
    ),

  changeEmail: (to: Recipient, url: string) =>
    message(
      to,
      'Confirm your new email address',
      ['You asked to use this address for your Ireti account. Confirm it with the link below; it works once, for 24 hours.'],
      {
        label: 'Confirm my new email',
        url,
      },
    ),

  emailChangeRequested: (to: Recipient, newEmail: string) =>
    message(to, 'Your Ireti email is being changed', [
      `Someone asked to change the email of your Ireti account to ${newEmail}. It changes once the new address is confirmed.`,
      'If this was not you, reset your password now and write to support@ireti.ng.',
    ]),

  signupTaken: (to: Recipient, url: string) =>
    message(
      to,
      SIGNUP_TAKEN_SUBJECT,
      [
        'Someone just tried to create a new Ireti account with this email address. It already has an account, so nothing was created or changed.',
        'If it was you, sign in with your password, or choose a new one if you have forgotten it. If it was not you, you can ignore this email.',
      ],
      { label: 'Choose a new password', url },
    ),

  signinAttempts: (to: Recipient, url: string) =>
    message(
      to,
      SIGNIN_WARNING_SUBJECT,
      [
        'In the last few minutes, someone has been trying to sign in to your Ireti account with wrong passwords, from several places. They have not got in, and you can still sign in as usual.',
        'If it was you, you can ignore this email. If it was not, your account stays safe as long as your password is not used anywhere else; if you are unsure, choose a new one now.',
      ],
      { label: 'Choose a new password', url },
    ),

  passwordChanged: (to: Recipient) =>
    message(to, 'Your Ireti password was changed', [
      'The password of your Ireti account was just changed, and other devices were signed out.',
      'If this was not you, reset your password now with "Forgot password" on the sign-in page.',
    ]),
};

export const phoneCodeText = (code: string) => `Your Ireti code is ${code}. It expires in 10 minutes. Never share it with anyone.`;
