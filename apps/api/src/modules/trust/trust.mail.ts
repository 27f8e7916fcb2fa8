import type { AppContext } from '../../context.ts';

/** The plain text of a trust e-mail: the greeting, the body (paragraphs a blank line apart), the sign-off. */
export const letter = (name: string, body: string) => `Hello ${name},\n\n${body}\n\nThe Ireti team`;

/** The public address of a campaign's page, for e-mails. */
export const campaignUrl = (ctx: AppContext, publicId: string) => `${ctx.config.publicUrl}/campaign/${publicId}`;
