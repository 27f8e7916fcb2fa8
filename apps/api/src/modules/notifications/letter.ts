import type { EmailInput } from './notifications.service.ts';
import type { MessageId, Writer } from './messages.ts';
import { escapeHtml as esc } from './html.ts';

/**
 * A plain letter written from message ids (docs/messages.md): the greeting, paragraphs, an optional
 * button with its link written out beneath, and the sign-off, as text and as simple HTML, in the
 * recipient's language. Accounts' and data rights' e-mails are such letters.
 */
export type Letter = (t: Writer) => Omit<EmailInput, 'to'>;

export function letter(
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
