import { escapeHtml as esc, type EmailInput, type MessageId, type Writer } from '../notifications/index.ts';

/** The data rights' e-mails, written from message ids (notifications/i18n, docs/messages.md). */
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
    const html =
      `<div style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;color:#1e293b;line-height:1.5"><p>${esc(greeting)}</p>` +
      body.map((p) => `<p>${esc(p)}</p>`).join('') +
      (action ? `<p><a href="${esc(action.url)}">${esc(label)}</a></p>` : '') +
      `<p>${esc(t('common.signOff'))}</p></div>`;
    return { subject: t(subject), text, html, links: action ? [action.url] : [] };
  };
}

export const rightsMail = {
  exportReady: (name: string, url: string) =>
    message(name, 'rights.exportReady.subject', (t) => [t('rights.exportReady.body'), t('rights.exportReady.notYou')], {
      label: 'rights.exportReady.action',
      url,
    }),
  accountClosed: (name: string) =>
    message(name, 'rights.accountClosed.subject', (t) => [
      t('rights.accountClosed.body'),
      t('rights.accountClosed.gifts'),
      t('rights.accountClosed.newAccount'),
    ]),
};
