import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  headers?: Record<string, string>;
}

/** Delivers one message or throws; the outbox retries with backoff. */
export interface Transport {
  name: string;
  send(msg: OutboxMessage): Promise<void>;
}

/** Embedded default: nothing leaves the machine; the dev mailbox shows the outbox. */
export const devTransport: Transport = { name: 'dev-mailbox', send: async () => {} };

export function smtpTransport(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Transport {
  const url = new URL(config.SMTP_URL!);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(msg) {
      await transporter.sendMail({
        from: config.MAIL_FROM,
        to: msg.recipient,
        subject: msg.subject ?? '',
        text: msg.bodyText,
        html: msg.bodyHtml ?? undefined,
        headers: { ...msg.headers, 'X-Ireti-Outbox-Id': String(msg.id) },
      });
    },
  };
}

/**
 * SMS through an HTTP provider shaped like Termii's `POST /api/sms/send`
 * ({ to, from, sms, type: "plain", channel: "generic", api_key }).
 */
export function httpSmsTransport(config: Pick<Config, 'SMS_PROVIDER_URL' | 'SMS_API_KEY' | 'SMS_SENDER_ID'>): Transport {
  return {
    name: 'http-sms',
    async send(msg) {
      const res = await fetch(new URL('/api/sms/send', config.SMS_PROVIDER_URL), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          to: msg.recipient.replace(/^\+/, ''),
          from: config.SMS_SENDER_ID,
          sms: msg.bodyText,
          type: 'plain',
          channel: 'generic',
          api_key: config.SMS_API_KEY,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered HTTP ${res.status}`);
      const body = (await res.json().catch(() => null)) as { message_id?: string; code?: string } | null;
      if (!body || (!body.message_id && body.code !== 'ok')) throw new Error('SMS provider reply was not understood');
    },
  };
}

export function transportsFor(config: Config): { email: Transport; sms: Transport } {
  return {
    email: config.SMTP_URL ? smtpTransport(config) : devTransport,
    sms: config.SMS_PROVIDER_URL ? httpSmsTransport(config) : devTransport,
  };
}
