import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../../test/db.ts';
import { Notifications } from './notifications.service.ts';
import { devTransport, httpSmsTransport, smtpTransport } from './transports.ts';
import { outbox } from '../../db/schema.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('the outbox', () => {
  it('delivers e-mail through SMTP and marks it sent', async () => {
    const smtp = await startSmtp();
    try {
      const email = smtpTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, MAIL_FROM: 'Ireti <no-reply@ireti.ng>' });
      const n = new Notifications(database.db, { email, sms: devTransport });
      await n.email(database.db, {
        to: 'ada@example.ng',
        subject: 'Verify your e-mail',
        text: 'Click https://ireti.ng/verify_email/abc',
        links: ['https://ireti.ng/verify_email/abc'],
      });
      expect(await n.deliverDue()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['ada@example.ng']);
      expect(smtp.received[0]!.from).toBe('no-reply@ireti.ng');
      expect(smtp.received[0]!.raw).toContain('Subject: Verify your e-mail');
      const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'ada@example.ng'));
      expect(row!.status).toBe('sent');
      expect(await n.deliverDue()).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('keeps a message pending with backoff when the server is down, and sends it later', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const n = new Notifications(database.db, {
      email: smtpTransport({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_FROM: 'x@ireti.ng' }),
      sms: devTransport,
    });
    await n.email(database.db, { to: 'later@example.ng', subject: 'Receipt', text: 'Thanks' });
    expect(await n.deliverDue()).toBe(0);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'later@example.ng'));
    expect(row!.status).toBe('pending');
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('is written in the caller transaction: a rolled-back change sends nothing', async () => {
    const n = new Notifications(database.db, { email: devTransport, sms: devTransport });
    await database.db
      .transaction(async (tx) => {
        await n.email(tx, { to: 'ghost@example.ng', subject: 'x', text: 'x' });
        throw new Error('rollback');
      })
      .catch(() => {});
    const rows = await database.db.select().from(outbox).where(eq(outbox.recipient, 'ghost@example.ng'));
    expect(rows).toHaveLength(0);
  });

  it('sends SMS through a Termii-shaped HTTP provider', async () => {
    const got: unknown[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        got.push({ url: req.url, body: JSON.parse(body) });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ message_id: '3017544054459', message: 'Successfully Sent', balance: 9, user: 'Ireti' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      const sms = httpSmsTransport({ SMS_PROVIDER_URL: `http://127.0.0.1:${port}`, SMS_API_KEY: 'key', SMS_SENDER_ID: 'Ireti' });
      const n = new Notifications(database.db, { email: devTransport, sms });
      await n.sms(database.db, '+2348012345678', () => 'Your Ireti code is 123456');
      expect(await n.deliverDue()).toBe(1);
      expect(got).toEqual([
        {
          url: '/api/sms/send',
          body: { to: '2348012345678', from: 'Ireti', sms: 'Your Ireti code is 123456', type: 'plain', channel: 'generic', api_key: 'key' },
        },
      ]);
    } finally {
      server.close();
    }
  });
});
