import type { EmailInput } from '../notifications/index.ts';

/** The data rights' e-mails (templates in notifications/i18n, translated by the outbox). */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function message(
  to: { email: string; name: string },
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): EmailInput {
  const greeting = to.name ? `Hello ${to.name},` : 'Hello,';
  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), 'The Ireti team'].join('\n\n');
  const html =
    `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;color:#1e293b;line-height:1.5"><p>${esc(greeting)}</p>` +
    paragraphs.map((p) => `<p>${esc(p)}</p>`).join('') +
    (action ? `<p><a href="${esc(action.url)}">${esc(action.label)}</a></p>` : '') +
    `<p>The Ireti team</p></div>`;
  return { to: to.email, subject, text, html, links: action ? [action.url] : [] };
}

export const rightsMail = {
  exportReady: (to: { email: string; name: string }, url: string) =>
    message(
      to,
      'Your Ireti data is ready',
      [
        'The archive of your data you asked for is ready. The link works once, for 24 hours.',
        'If you did not ask for it, change your password and tell us.',
      ],
      { label: 'Download my data', url },
    ),
  accountClosed: (to: { email: string; name: string }) =>
    message(to, 'Your Ireti account has been closed', [
      'Your account has been closed and your personal details erased.',
      'Your gifts stay in our financial records, shown as Anonymous, as the law on financial records requires.',
      'This address can open a new account at any time.',
    ]),
};
