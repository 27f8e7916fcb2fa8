import { letter } from '../notifications/index.ts';

/** The data rights' e-mails, written from message ids (notifications/i18n, docs/messages.md): letters as accounts' are. */
export const rightsMail = {
  exportReady: (name: string, url: string) =>
    letter(name, 'rights.exportReady.subject', (t) => [t('rights.exportReady.body'), t('rights.exportReady.notYou')], {
      label: 'rights.exportReady.action',
      url,
    }),
  accountClosed: (name: string) =>
    letter(name, 'rights.accountClosed.subject', (t) => [
      t('rights.accountClosed.body'),
      t('rights.accountClosed.gifts'),
      t('rights.accountClosed.newAccount'),
    ]),
};
