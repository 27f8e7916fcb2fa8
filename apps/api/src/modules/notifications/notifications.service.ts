import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { outbox } from './notifications.schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { backoffMs } from '../../jobs/queue.ts';
import type { Transport } from './transports.ts';
import { isLanguage, type Language } from '@ireti/shared/i18n';
import { writerIn, type Writer } from './messages.ts';
import { absoluteHtml, absoluteText, absoluteUrl, relativeAddresses } from './absolute-links.ts';

/**
 * Why a message goes. Transactional mail (receipts, verification, refunds, payouts, updates of a
 * campaign one gave to) is the default and always goes; a message for any other purpose needs the
 * recipient's recorded opt-in (issue 28, decisions 085 and 096).
 */
export type MailPurpose = 'transactional' | 'campaign_updates' | 'news';

/**
 * An e-mail as the recipient reads it: every sentence written with a `Writer` (messages.ts) in
 * the recipient's language, from message ids — the outbox stores it as it is.
 */
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
}

/** The language of the account with this e-mail address (or mobile number), if it chose one. */
export async function recipientLanguage(tx: Db | Tx, by: { email: string } | { mobile: string }): Promise<Language> {
  const rows = (
    await tx.execute<{ language: string | null }>(
      'email' in by
        ? sql`select language from person_contacts where lower(email) = lower(${by.email}) and language is not null limit 1`
        : sql`select language from person_contacts where mobile = ${by.mobile} and language is not null limit 1`,
    )
  ).rows;
  const found = rows[0]?.language;
  return isLanguage(found) ? found : 'en';
}

/**
 * With `strictLinks` (NODE_ENV=test), a link or picture the outbox could not make absolute
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
      select 1 from person_contacts p join mail_consents c on c.user_id = p.id
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

  /** With `strictLinks` (NODE_ENV=test), a message with a link that is not absolute fails the test that sends it. */
  private strict: boolean;
  /** The site's public address (config.publicUrl): every link and picture a message carries starts with it. */
  private base: string;

  constructor(db: Db, transports: { email: Transport; sms: Transport }, o: { strictLinks?: boolean; publicUrl?: string } = {}) {
    this.db = db;
    this.transports = transports;
    this.strict = o.strictLinks ?? false;
    this.base = o.publicUrl ?? 'http://localhost:3000';
  }

  /**
   * The writer of a message to this address or number: in the language the sender knows (an
   * anonymous donor's, recorded with the donation), else the language of the account with that
   * address or number, else English.
   */
  async writerFor(tx: Db | Tx, to: { email: string } | { mobile: string }, language?: Language | null): Promise<Writer> {
    return writerIn(language ?? (await recipientLanguage(tx, to)));
  }

  /**
   * An e-mail written in its recipient's language: `write` gets the writer (t(id, values)) and
   * returns the subject, text, HTML and links. How every module sends e-mail (docs/messages.md).
   */
  async mail(
    tx: Db | Tx,
    to: { email: string; language?: Language | null },
    write: (t: Writer) => Omit<EmailInput, 'to'>,
  ): Promise<boolean> {
    const t = await this.writerFor(tx, { email: to.email }, to.language);
    return this.email(tx, { to: to.email, ...write(t) });
  }

  /**
   * Stores a finished e-mail (already in its recipient's language) in the outbox; returns false,
   * writing nothing, when it is not transactional and its recipient has no account with that
   * consent in force (the one place consent gates mail, decision 096).
   */
  async email(tx: Db | Tx, m: EmailInput): Promise<boolean> {
    if (m.purpose && m.purpose !== 'transactional' && !(await consentInForce(tx, m.to, m.purpose))) return false;
    const bodyText = absoluteText(m.text, this.base);
    const bodyHtml = m.html ? absoluteHtml(m.html, this.base) : null;
    checkAbsolute(this.strict, 'E-mail', relativeAddresses(bodyHtml, bodyText));
    await tx.insert(outbox).values({
      channel: 'email',
      recipient: m.to,
      subject: m.subject,
      bodyText,
      bodyHtml,
      links: (m.links ?? []).map((l) => absoluteUrl(l, this.base)),
      headers: m.headers ?? {},
    });
    return true;
  }

  /** An SMS in its recipient's language (the account's with this number, else English): `write` gets the writer. */
  async sms(tx: Db | Tx, to: string, write: (t: Writer) => string, language?: Language | null) {
    const text = write(await this.writerFor(tx, { mobile: to }, language));
    const bodyText = absoluteText(text, this.base);
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
