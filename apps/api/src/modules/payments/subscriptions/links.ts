import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { AppContext } from '../../../context.ts';
import { randomToken, sha256 } from '../../../lib/ids.ts';

/**
 * The manage link (decision 092): opens the manage page of one address's monthly gifts without
 * signing in. Single-purpose (these tokens open nothing else, and nothing else opens the page),
 * kept only as a hash, and it expires. The token rides in the URL's fragment, which browsers never
 * send to a server or in a Referer.
 */
export const MANAGE_LINK_DAYS = 30;
const hash = (token: string) => sha256(token).toString('hex');

export async function createManageLink(tx: Tx | Db, ctx: Pick<AppContext, 'config'>, email: string): Promise<string> {
  const token = randomToken();
  await tx.execute(sql`
    insert into subscription_links (token_hash, email, expires_at)
    values (${hash(token)}, ${email.toLowerCase()}, now() + make_interval(days => ${MANAGE_LINK_DAYS}))`);
  return `${ctx.config.publicUrl}/monthly#t=${token}`;
}

/** The address a live manage link opens, or null (unknown, expired). */
export async function emailOfManageLink(db: Db | Tx, token: string): Promise<string | null> {
  const [r] = (
    await db.execute<{ email: string }>(sql`select email from subscription_links where token_hash = ${hash(token)} and expires_at > now()`)
  ).rows;
  return r?.email ?? null;
}
