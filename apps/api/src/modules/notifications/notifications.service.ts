import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { outbox } from './notifications.schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { backoffMs } from '../../jobs/queue.ts';
import type { Transport } from './transports.ts';
import type { Language } from '@ireti/shared/i18n';
import { localiseHtml, localiseText, recipientLanguage, uncoveredLines } from './mail-language.ts';
import { absoluteHtml, absoluteText, absoluteUrl, relativeAddresses } from './absolute-links.ts';

/**
 * Why a message goes. Transactional mail (receipts, verification, refunds, payouts, updates of a
 * campaign one gave to) is the default and always goes; a message for any other purpose needs the
 * recipient's recorded opt-in (issue 28, decision 085).
 */
export type MailPurpose = 'transactional' | 'campaign_updates' | 'news';

export interface EmailInput {
  to: string;
  /** Absent: transactional. Otherwise the consent the recipient must have given (and not withdrawn). */
  purpose?: MailPurpose;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries (verification, reset…), listed in the dev mailbox. */
  links?: string[];
  /** Extra mail headers, e.g. List-Unsubscribe (RFC 8058) on the campaign updates. */
  headers?: Record<string, string>;
  /** The recipient's language when the sender knows it (an anonymous donor's); else the account's with this address. */
  language?: Language;
  /** Someone's own words inside the message (an update, a comment, a help request): never translated. */
  ownWords?: string[];
  /** The same in the HTML version (an update's body as stored). */
  ownHtml?: string[];
}

/** With `strictTemplates` (the app under NODE_ENV=test), a line without an English template fails the test that sends it (mail-language.ts). */
function checkCovered(strict: boolean, kind: string, lines: string[]) {
  if (!strict || !lines.length) return;
  throw new Error(`${kind} lines without an English template in apps/api/src/modules/notifications/i18n/en.json: ${JSON.stringify(lines)}`);
}

/**
 * With `strictTemplates` (NODE_ENV=test), a link or picture the outbox could not make absolute
 * fails the test that sends it: every API test that mails is a sweep of its templates (issue 26).
 */
function checkAbsolute(strict: boolean, kind: string, addresses: string[]) {
  if (!strict || !addresses.length) return;
  throw new Error(`${kind} with addresses a mail client cannot follow (not absolute): ${JSON.stringify(addresses)}`);
}

/** The rights module's read model of consents in force (mail_consents), by the account holding the address. */
async function consentInForce(tx: Db | Tx, email: string, purpose: Exclude<MailPurpose, 'transactional'>): Promise<boolean> {
  const rows = (
    await tx.execute(sql`
      select 1 from people p join mail_consents c on c.user_id = p.id
      where lower(p.email) = lower(${email}) and c.purpose = ${purpose} limit 1`)
  ).rows;
  return rows.length > 0;
}

const MAX_ATTEMPTS = 12;

/**
 * The outbox: a message is a row written in the same transaction as the change it reports, and a
 * sender delivers it afterwards, retrying with backoff — so no e-mail is lost or sent for a change
 * that rolled back.
 */
export class Notifications {
  private db: Db;
  private transports: { email: Transport; sms: Transport };

  private strict: boolean;
  /** The site's public address (config.publicUrl): every link and picture a message carries starts with it. */
  private base: string;

  constructor(db: Db, transports: { email: Transport; sms: Transport }, o: { strictTemplates?: boolean; publicUrl?: string } = {}) {
    this.db = db;
    this.transports = transports;
    this.strict = o.strictTemplates ?? false;
    this.base = o.publicUrl ?? 'http://localhost:3000';
  }

  /**
   * Writes the message to the outbox; returns false, writing nothing, when it is not transactional
   * and its recipient has no account with that consent in force (the one place consent gates mail).
   */
  async email(tx: Db | Tx, m: EmailInput): Promise<boolean> {
    if (m.purpose && m.purpose !== 'transactional' && !(await consentInForce(tx, m.to, m.purpose))) return false;
    checkCovered(this.strict, 'E-mail', [...uncoveredLines(m.subject), ...uncoveredLines(m.text, m.ownWords)]);
    const language = m.language ?? (await recipientLanguage(tx, { email: m.to }));
    const bodyText = absoluteText(localiseText(m.text, language, m.ownWords), this.base);
    const bodyHtml = m.html ? absoluteHtml(localiseHtml(m.html, language, m.ownHtml), this.base) : null;
    checkAbsolute(this.strict, 'E-mail', relativeAddresses(bodyHtml, bodyText));
    await tx.insert(outbox).values({
      channel: 'email',
      recipient: m.to,
      subject: localiseText(m.subject, language, m.ownWords),
      bodyText,
      bodyHtml,
      links: (m.links ?? []).map((l) => absoluteUrl(l, this.base)),
      headers: m.headers ?? {},
    });
    return true;
  }

  async sms(tx: Db | Tx, to: string, text: string, language?: Language) {
    checkCovered(this.strict, 'SMS', uncoveredLines(text));
    const lang = language ?? (await recipientLanguage(tx, { mobile: to }));
    const bodyText = absoluteText(localiseText(text, lang), this.base);
    checkAbsolute(this.strict, 'SMS', relativeAddresses(null, bodyText));
    await tx.insert(outbox).values({ channel: 'sms', recipient: to, bodyText, links: [] });
  }

  /** Sends what is due; several instances never send the same message (SKIP LOCKED). */
  async deliverDue(limit = 20): Promise<number> {
    let sent = 0;
    await this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outbox)
        // The database's clock, as the row's default was: JavaScript's millisecond clock can read a
        // message written within the same millisecond as not yet due.
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(outbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const m of due) {
        const transport = m.channel === 'email' ? this.transports.email : this.transports.sms;
        try {
          await transport.send(m);
          await tx
            .update(outbox)
            .set({ status: 'sent', sentAt: new Date(), attempts: m.attempts + 1 })
            .where(eq(outbox.id, m.id));
          sent++;
        } catch (err) {
          const attempts = m.attempts + 1;
          await tx
            .update(outbox)
            .set({
              attempts,
              lastError: err instanceof Error ? err.message : String(err),
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
              nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
            })
            .where(eq(outbox.id, m.id));
        }
      }
    });
    return sent;
  }

  /** Newest first, for the dev mailbox (never in production). */
  async recent(limit = 100) {
    return this.db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  }

  async pendingCount() {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.status, 'pending'));
    return row?.n ?? 0;
  }
}
