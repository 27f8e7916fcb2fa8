import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const valid = { name: 'Ngozi Eze', email: 'ngozi@example.ng', mobile: '+2348031234567', message: 'How do I claim my funds?' };

describe('POST /email/support', () => {
  it('sends the message to support and a confirmation to the sender', async () => {
    const res = await t.call('POST', '/api/v1/email/support', { body: valid });
    expect(res.body.status).toEqual({ code: 100, desc: 'Message sent' });
    const outbox = (await t.call('GET', '/api/v1/dev/outbox')).body.entity.messages;
    expect(outbox.map((m: { to: string }) => m.to).sort()).toEqual(['ngozi@example.ng', 'support@ireti.ng']);
    expect(outbox.find((m: { to: string }) => m.to === 'support@ireti.ng').text).toContain('How do I claim my funds?');
  });

  it('answers each broken field with the spec message and stores nothing', async () => {
    const before = (await t.call('GET', '/api/v1/dev/outbox')).body.entity.messages.length;
    const res = await t.call('POST', '/api/v1/email/support', { body: { name: '', email: 'abc', mobile: '   ', message: '' } });
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors).toEqual({
      name: "Name can't be empty",
      email: 'Value too short. Must be a minimum of 4 characters in length.',
      mobile: "Mobile can't be empty",
      message: "Message can't be empty",
    });
    const bad = await t.call('POST', '/api/v1/email/support', { body: { ...valid, email: 'not-an-email' } });
    expect(bad.body.entity.errors.email).toBe('Email must be a valid mail.');
    const wrongType = await t.call('POST', '/api/v1/email/support', { body: { ...valid, name: 42 } });
    expect(wrongType.body.status.code).toBe(101);
    const nul = await t.call('POST', '/api/v1/email/support', { body: { ...valid, message: 'hi\u0000there' } });
    expect(nul.body.status.code).toBe(101);
    const after = (await t.call('GET', '/api/v1/dev/outbox')).body.entity.messages.length;
    expect(after).toBe(before);
  });

  it('ignores fields it does not use: the message is sent, and they are in neither mail', async () => {
    const body = { ...valid, email: 'femi@example.ng', role: 'admin', cc: 'attacker@example.ng' };
    // From its own address: the other tests here use up the per-IP limit.
    const res = (await t.app.inject({ method: 'POST', url: '/api/v1/email/support', payload: body, remoteAddress: '10.20.30.40' })).json();
    expect(res).toEqual({ status: { code: 100, desc: 'Message sent' }, entity: { sent: true } });
    const outbox = (await t.call('GET', '/api/v1/dev/outbox')).body.entity.messages as { to: string; text: string }[];
    expect(outbox.some((m) => m.to === 'attacker@example.ng')).toBe(false);
    for (const m of outbox.filter((m) => m.text.includes('femi@example.ng') || m.to === 'femi@example.ng'))
      expect(m.text).not.toContain('attacker');
  });

  it('writes a Nigerian number the normal way in the mail to support (issue 15)', async () => {
    const body = { ...valid, email: 'tunde@example.ng', mobile: '0803 123 4567' };
    // From its own address: the other tests here use up the per-IP limit.
    const res = (await t.app.inject({ method: 'POST', url: '/api/v1/email/support', payload: body, remoteAddress: '10.20.30.41' })).json();
    expect(res.status.code).toBe(100);
    const outbox = (await t.call('GET', '/api/v1/dev/outbox')).body.entity.messages as { to: string; text: string }[];
    const mail = outbox.find((m) => m.to === 'support@ireti.ng' && m.text.includes('tunde@example.ng'));
    expect(mail!.text).toContain('Mobile: +2348031234567');
  });

  it('is rate limited per IP with 107', async () => {
    let last;
    for (let i = 0; i < 6; i++) last = await t.call('POST', '/api/v1/email/support', { body: valid });
    expect(last!.statusCode).toBe(429);
    expect(last!.body.status.code).toBe(107);
  });
});

describe('the dev outbox', () => {
  it('does not exist in production', async () => {
    const prod = await buildTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://ireti.test' } });
    try {
      const res = await prod.call('GET', '/api/v1/dev/outbox');
      expect(res.statusCode).toBe(404);
      expect(res.body.status.code).toBe(104);
    } finally {
      await prod.close();
    }
  });
});
