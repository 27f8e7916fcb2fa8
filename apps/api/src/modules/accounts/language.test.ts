import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Msg } from '@ireti/shared/messages';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { Code } from '@ireti/shared/status';
import { users } from '../../db/schema.ts';
import { dictionaryOf } from '../../http/language.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { call, individualBody, organizationBody, signIn, verifiedIndividual } from './accounts.fixtures.ts';

/**
 * The API speaks the request's language (issue 17): status.desc and a validation error's field
 * messages come in the account's chosen language, else the one Accept-Language names, else English.
 */
const [yo, ha, ig, pcm] = (['yo', 'ha', 'ig', 'pcm'] as const).map((l) => dictionaryOf(l)!) as [
  Record<string, string>,
  Record<string, string>,
  Record<string, string>,
  Record<string, string>,
];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://ireti.test' } });
});
afterAll(() => t.close());

const lang = (code: string) => ({ 'accept-language': code });
const rowOf = async (email: string) => (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('replies in the language asked for', () => {
  it('a validation error in Yorùbá, Hausa, Igbo and Naijá: the desc and the field message (Msg.email)', async () => {
    const body = { email: 'not-an-email', password: 'Kolanut-Sunrise7' };
    for (const [code, dict] of [
      ['yo', yo],
      ['ha-NG,ha;q=0.9,en;q=0.8', ha],
      ['ig', ig],
      ['pcm', pcm],
    ] as const) {
      const res = await call(t, 'POST', '/api/v1/account/login', { body, headers: lang(code) });
      expect(res.statusCode).toBe(422);
      expect(res.body.status).toEqual({ code: Code.VALIDATION, desc: dict[Msg.formInvalid] });
      expect(res.body.entity.errors.email).toBe(dict[Msg.email]);
      expect(res.body.entity.errors.email).not.toBe(Msg.email);
    }
  });

  it('a templated message is translated with its field: "{field} can\'t be empty"', async () => {
    const res = await call(t, 'POST', '/api/v1/account/login', { body: { email: '', password: 'Kolanut-Sunrise7' }, headers: lang('ha') });
    expect(res.body.entity.errors.email).toBe('Imel ba zai iya zama babu komai ba');
    const yoRes = await call(t, 'POST', '/api/v1/account/login', { body: { email: 'ada@example.ng', password: '' }, headers: lang('yo') });
    expect(yoRes.body.entity.errors.password).toBe('Ọ̀rọ̀ aṣínà kò lè ṣófo');
  });

  it('English stays word for word without Accept-Language, with a language we do not speak, and with en', async () => {
    for (const headers of [{}, lang('fr-FR,fr;q=0.9'), lang('en-GB')]) {
      const res = await call(t, 'POST', '/api/v1/account/login', { body: { email: 'not-an-email', password: 'x' }, headers });
      expect(res.body.status).toEqual({ code: Code.VALIDATION, desc: Msg.formInvalid });
      expect(res.body.entity.errors.email).toBe(Msg.email);
    }
    const missing = await call(t, 'GET', '/api/v1/nothing-here');
    expect(missing.body.status.desc).toBe('No API route for GET /api/v1/nothing-here');
  });

  it('service errors, the not-found handler and successes speak it too', async () => {
    const wrong = await call(t, 'POST', '/api/v1/account/login', {
      body: { email: 'nobody-here@example.ng', password: 'Kolanut-Sunrise7' },
      headers: lang('ig'),
    });
    expect(wrong.body).toEqual({ status: { code: Code.VALIDATION, desc: ig[AccountMsg.invalidCredentials] }, entity: null });
    const missing = await call(t, 'GET', '/api/v1/nothing-here', { headers: lang('pcm') });
    expect(missing.body.status.desc).toBe('No API route dey for GET /api/v1/nothing-here');
    const states = await call(t, 'GET', '/api/v1/misc/states', { headers: lang('yo') });
    expect(states.body.status).toEqual({ code: Code.OK, desc: yo.Successful });
    expect(states.body.entity.states.length).toBeGreaterThan(30);
  });
});

describe("the account's language (PUT /api/v1/account/language)", () => {
  let email: string;
  let token: string;
  beforeAll(async () => {
    email = await verifiedIndividual(t);
    token = await signIn(t, email);
  });

  it('is null until chosen, in GET /account', async () => {
    const res = await call(t, 'GET', '/api/v1/account', { token });
    expect(res.body.entity.language).toBeNull();
  });

  it('saves a language, answers with the user in that language, and beats Accept-Language from then on', async () => {
    const res = await call(t, 'PUT', '/api/v1/account/language', { token, body: { language: 'yo' }, headers: lang('ha') });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ code: Code.OK, desc: yo['Language saved'] });
    expect(res.body.entity).toMatchObject({ email, language: 'yo' });
    expect((await rowOf(email)).language).toBe('yo');
    const me = await call(t, 'GET', '/api/v1/account', { token, headers: lang('ha') });
    expect(me.body.status.desc).toBe(yo.Successful);
    expect(me.body.entity.language).toBe('yo');
    // without Accept-Language too
    const bare = await call(t, 'GET', '/api/v1/account', { token });
    expect(bare.body.status.desc).toBe(yo.Successful);
    const back = await call(t, 'PUT', '/api/v1/account/language', { token, body: { language: 'en' } });
    expect(back.body.status).toEqual({ code: Code.OK, desc: 'Language saved' });
    expect(back.body.entity.language).toBe('en');
    const english = await call(t, 'GET', '/api/v1/account', { token, headers: lang('ig') });
    expect(english.body.status.desc).toBe('Successful');
  });

  it('refuses anything but one of the five codes, with a clear message, and changes nothing', async () => {
    await call(t, 'PUT', '/api/v1/account/language', { token, body: { language: 'ig' } });
    for (const body of [{}, { language: 'fr' }, { language: 5 }, { language: null }, { language: 'YO' }, { language: ['yo'] }]) {
      const res = await call(t, 'PUT', '/api/v1/account/language', { token, body });
      expect([res.statusCode, res.body.status.code]).toEqual([422, Code.VALIDATION]);
      expect(res.body.entity.errors.language).toBe(ig['Language must be one of en, pcm, yo, ha, ig']);
    }
    const notJson = await call(t, 'PUT', '/api/v1/account/language', {
      token,
      payload: '{"language":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.body.status.code).toBe(Code.VALIDATION);
    expect((await rowOf(email)).language).toBe('ig');
    const english = await call(t, 'PUT', '/api/v1/account/language', { token: undefined, body: { language: 'fr' } });
    expect(english.body.status.code).toBe(Code.UNAUTHENTICATED);
  });

  it('asks to sign in first, whatever the body', async () => {
    for (const body of [{ language: 'yo' }, { language: 'fr' }]) {
      const res = await call(t, 'PUT', '/api/v1/account/language', { body, headers: lang('ha') });
      expect(res.body).toEqual({ status: { code: Code.UNAUTHENTICATED, desc: ha['Please sign in to continue'] }, entity: null });
    }
    const english = await call(t, 'PUT', '/api/v1/account/language', { body: { language: 'yo' } });
    expect(english.body.status).toEqual({ code: Code.UNAUTHENTICATED, desc: 'Please sign in to continue' });
  });
});

describe('a new account starts in the language of the page it signed up on', () => {
  it('an individual: Accept-Language when it names one of ours, else null', async () => {
    const cases = [
      ['ha-NG,ha;q=0.9,en;q=0.8', 'ha'],
      ['fr-FR,fr;q=0.9', null],
      ['pcm', 'pcm'],
      [undefined, null],
    ] as const;
    for (const [header, expected] of cases) {
      const body = individualBody();
      const res = await call(t, 'POST', '/api/v1/account', { body, headers: header ? lang(header) : {} });
      expect(res.body.status.code).toBe(Code.OK);
      expect(res.body.entity.user.language).toBe(expected);
      expect((await rowOf(body.email)).language).toBe(expected);
      if (expected === 'ha') expect(res.body.status.desc).toBe(ha[AccountMsg.signupDone]);
    }
  });

  it('an organisation', async () => {
    const body = organizationBody();
    const res = await call(t, 'POST', '/api/v1/account/organisation', { body, headers: lang('ig') });
    expect(res.body.status).toEqual({ code: Code.OK, desc: ig[AccountMsg.signupDone] });
    expect(res.body.entity.user.language).toBe('ig');
    expect((await rowOf(body.organization_email)).language).toBe('ig');
  });

  it('a taken address answers exactly as a fresh one, language included', async () => {
    const body = individualBody();
    await call(t, 'POST', '/api/v1/account', { body });
    const again = await call(t, 'POST', '/api/v1/account', { body, headers: lang('yo') });
    expect(again.body.status).toEqual({ code: Code.OK, desc: yo[AccountMsg.signupDone] });
    expect(again.body.entity.user.language).toBe('yo');
    expect((await rowOf(body.email)).language).toBeNull();
  });
});
