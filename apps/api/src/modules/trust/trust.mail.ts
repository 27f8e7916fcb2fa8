import type { AppContext } from '../../context.ts';
import type { Writer } from '../notifications/index.ts';

/**
 * The plain text of a trust e-mail: the greeting, the body (paragraphs a blank line apart, each
 * written from its message id with `t`), the sign-off — in the recipient's language.
 */
export const letter = (t: Writer, name: string, ...paragraphs: string[]) =>
  [t('common.hello', { name }), ...paragraphs, t('common.signOff')].join('\n\n');

/** The public address of a campaign's page, for e-mails. */
export const campaignUrl = (ctx: AppContext, publicId: string) => `${ctx.config.publicUrl}/campaign/${publicId}`;
