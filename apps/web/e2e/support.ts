import { test as base, expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import sharp from 'sharp';
import { Secret, TOTP } from 'otpauth';

/**
 * What every journey shares: demo logins, API shortcuts for the steps a journey is not about,
 * and `look`, which checks a page with axe (no serious or critical violation on the whole page)
 * and keeps its screenshot as an artifact named after the step.
 *
 * The phone and desktop runs share one server and one database: a journey names what it makes
 * after its run (`stamp()`, `uniqueEmail()`, or a per-project constant) so the runs never meet.
 * The API limits some routes per address in 10 minutes (30 donations, 30 sign-ups of each kind,
 * 5 reports by visitors). The journeys' server trusts the loopback proxy (scripts/e2e-server.ts,
 * TRUST_PROXY), and every journey that takes `test` from here speaks from an address of its own
 * (X-Forwarded-For, `journeyAddress`), so the suite's journeys never add up to a limit; a journey
 * that tests a limit meets it within itself. A journey still makes only the donations it is
 * about; the rest of its data goes through the API.
 */
export const DEMO_PASSWORD = 'IretiDemo2026';
export const DEMO = {
  ada: 'ada@demo.ireti.ng',
  chidi: 'chidi@demo.ireti.ng',
  hope: 'hope@demo.ireti.ng',
  tunde: 'tunde@demo.ireti.ng',
  zainab: 'zainab@demo.ireti.ng',
  admin: 'admin@demo.ireti.ng',
} as const;
/**
 * The demo administrator's password is the install's own (decision 062): read where an operator
 * reads it, in the data folder of the journeys' server (scripts/e2e-server.ts: data/e2e-<port>).
 */
export function demoAdminPassword(): string {
  const port = process.env.E2E_PORT ?? '3100';
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../../data/e2e-${port}/demo-admin-password`);
  return readFileSync(file, 'utf8').trim();
}
/** The password of a demo account: the admin's own, the published one for the others. */
export const passwordOf = (email: string) => (email === DEMO.admin ? demoAdminPassword() : DEMO_PASSWORD);
export const CARD = { success: '4084 0840 8408 4081', declined: '4000 0000 0000 0002', otp: '5060 6666 6666 6666 666' } as const;

type Envelope = { status: { code: number; desc: string }; entity: Record<string, unknown> };

/** The entity of a reply that must succeed (code 100); the failure names the reply's message. */
export async function ok(reply: Promise<{ json: () => Promise<unknown> }>) {
  const body = (await (await reply).json()) as Envelope;
  expect(body.status, body.status.desc).toMatchObject({ code: 100 });
  return body.entity;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The demo administrator's and volunteers' authenticator-app secret (accounts.demo.ts, issue 28):
 * they sign in in two steps, the second with this app's code.
 */
export const DEMO_TOTP_SECRET = 'IRETIDEMOTOTPSECRETXYZ234567ABCD';
const lastStep = new Map<string, number>();
/**
 * A code of `secret` not used yet by `account`: a code is good once, so each sign-in takes the step
 * after the last one taken, from the current one (the server allows one step either side, so a
 * request slowed past a step boundary still counts), waiting for the clock only past the next.
 */
export async function nextCode(secret: string, account: string) {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastStep.get(account) ?? -Infinity) + 1);
  if (step > now + 1) await new Promise((r) => setTimeout(r, (step - 1) * 30_000 - Date.now() + 100));
  lastStep.set(account, step);
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 });
}

export async function login(request: APIRequestContext, email: string, password = passwordOf(email), secret = DEMO_TOTP_SECRET) {
  const first = await (await request.post('/api/v1/account/login', { data: { email, password } })).json();
  let entity: Record<string, unknown>;
  if (first.status.code === 110) {
    // The second step (issue 28): a code this run has not used yet; one taken by an earlier run is refused, so the next.
    const ticket = first.entity.second_factor.ticket as string;
    let reply: Envelope | undefined;
    for (let i = 0; i < 3 && reply?.status.code !== 100; i++)
      reply = await (
        await request.post('/api/v1/account/login/second-factor', { data: { ticket, code: await nextCode(secret, email) } })
      ).json();
    expect(reply!.status, reply!.status.desc).toMatchObject({ code: 100 });
    entity = reply!.entity;
  } else {
    expect(first.status, first.status.desc).toMatchObject({ code: 100 });
    entity = first.entity;
  }
  return { token: entity.token as string, user: entity.user as Record<string, unknown> };
}

/** The sign-in page's second step, when the account has a second factor: the app's code. */
export async function answerSecondStep(page: Page, email: string, secret = DEMO_TOTP_SECRET) {
  const field = page.getByLabel('Code from your app, or a recovery code');
  // A code an earlier worker of this run took is refused as used: then the next step's.
  const used = page.getByText('This code was already used. Wait for the next one');
  for (let i = 0; i < 3; i++) {
    await field.fill(await nextCode(secret, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    // the answer: signed in (the step is gone), or the code refused as used
    await expect(async () => expect((await used.isVisible()) || !(await field.isVisible())).toBe(true)).toPass();
    if (!(await field.isVisible())) return;
  }
}

/** Fills the sign-in page and sends it, whatever the answer. */
export async function submitSignIn(page: Page, email: string, password = passwordOf(email)) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the sign-in page, and is let in. */
export async function signIn(page: Page, email: string, password = passwordOf(email), secret = DEMO_TOTP_SECRET) {
  await submitSignIn(page, email, password);
  // Administrators and volunteers have a second factor (issue 28): the page asks for it.
  const step = page.getByLabel('Code from your app, or a recovery code');
  await expect(step.or(page.locator('body:not(:has(form input[type=password]))')).first()).toBeVisible();
  if (await step.isVisible()) await answerSecondStep(page, email, secret);
  await expect(page).not.toHaveURL(/\/signin/);
}

/**
 * Opens the browser's session as `email` (what the sign-in page would store), without the page.
 * Stored once, as a sign-in does: later page loads keep what the site itself stored since (a user
 * updated by the pages, a sign-out), not the user as it was at sign-in.
 */
export async function sessionAs(page: Page, email: string, password = passwordOf(email), secret = DEMO_TOTP_SECRET) {
  const { token, user } = await login(page.request, email, password, secret);
  // A journey may change people (signOut, then sessionAs again): every page load runs every
  // session script registered on the page, so each is numbered and only the newest one not yet
  // stored in this tab stores its session.
  const n = ++sessionScripts;
  await page.addInitScript(
    ([t, u, i]) => {
      if (Number(sessionStorage.getItem('e2e.session') ?? 0) >= Number(i)) return;
      sessionStorage.setItem('e2e.session', String(i));
      localStorage.setItem('token', t);
      localStorage.setItem('ireti.user', u);
    },
    [token, JSON.stringify(user), String(n)],
  );
  return token;
}
let sessionScripts = 0;

export async function signOut(page: Page) {
  await page.goto('/signout');
  await expect(page).not.toHaveURL(/\/signout/);
}

/** A new campaign of `ownerEmail` made through the API and verified by the admin: live. */
export async function liveCampaign(request: APIRequestContext, ownerEmail: string, goal: number, title: string) {
  const { token } = await login(request, ownerEmail);
  const { campaign_id: id } = await createCampaign(request, token, title, goal, {
    summary: 'A test of giving',
    details: `<p>${title}: every naira helps.</p>`,
  });
  const verify = async (token: string) =>
    (await (
      await request.post('/api/v1/account/verifycampaign', { headers: auth(token), data: { campaign_id: id, status: 1 } })
    ).json()) as Envelope;
  // The admin's API session is kept for the worker: each sign-in of the admin spends a code of
  // the authenticator app, good once, so a third in 30 s waits for the clock (nextCode). A
  // session ended since (a journey signed the admin out everywhere) is opened again.
  let reply = adminApiToken ? await verify(adminApiToken) : undefined;
  if (reply?.status.code !== 100) reply = await verify((adminApiToken = (await login(request, DEMO.admin)).token));
  expect(reply.status, reply.status.desc).toMatchObject({ code: 100 });
  return { id, title };
}
let adminApiToken: string | undefined;

/** A whole paid donation through the API, as the sandbox checkout makes it. */
export async function giveByApi(
  request: APIRequestContext,
  campaign: string,
  amount: number,
  donor: { email: string; first?: string; token?: string; anonymous?: boolean },
) {
  const headers = donor.token ? auth(donor.token) : undefined;
  const data = donor.token
    ? { known: donor.anonymous ? 1 : 0, amount, campaign, comment: '', anonymous: donor.anonymous ?? false }
    : {
        known: 0,
        firstname: donor.first ?? 'Test',
        lastname: 'Donor',
        email: donor.email,
        amount,
        mobile: '',
        comment: '',
        campaign,
        anonymous: donor.anonymous ?? false,
      };
  const d = await ok(request.post('/api/v1/donate', { headers, data }));
  await request.post('/api/v1/dev/sandbox/pay', { data: { ref: d.ref, card: CARD.success } });
  await ok(request.put('/api/v1/payment/verify', { data: { ref: d.ref } }));
  return d.ref as string;
}

/** A campaign awaiting verification, made through the API by `token`'s owner (identity submitted). */
export async function createCampaign(
  request: APIRequestContext,
  token: string,
  title: string,
  goal = 200_000,
  text = { summary: 'Surgery for a school teacher', details: '<p>Mrs Ojo needs an operation.</p>' },
  /** More of the form's fields, e.g. `{ funding_mode: 'keep_what_you_raise' }` (issue 25). */
  more: Record<string, string> = {},
) {
  const c = (await ok(
    request.post('/api/v1/campaigns', {
      headers: auth(token),
      data: {
        title,
        goal,
        category: 'Health',
        affiliatedOrganization: '',
        summary: text.summary,
        campaign_details: text.details,
        types: 'Non-reward based',
        ...more,
      },
    }),
  )) as { _id: number; campaign_id: string };
  await submitCampaign(request, token, c.campaign_id);
  return c;
}

/**
 * What the wizard's last steps do to its draft: the feature image, then Submit (volunteers are
 * assigned then; a draft can be neither seen by them nor verified).
 */
export async function submitCampaign(request: APIRequestContext, token: string, campaignId: string) {
  await ok(
    request.put(`/api/v1/image/upload?campaign=${campaignId}`, {
      multipart: { file: { name: 'feature.png', mimeType: 'image/png', buffer: await picture(150) } },
      headers: auth(token),
    }),
  );
  await ok(request.post(`/api/v1/campaigns/${campaignId}/submit`, { headers: auth(token) }));
}

/** The newest dev-mailbox message to `to` (optionally whose subject matches and whose text contains `text`), polled briefly. */
export async function mailTo(from: Page | APIRequestContext, to: string, subject?: RegExp, text?: string) {
  const request = 'request' in from ? from.request : from;
  for (let i = 0; i < 40; i++) {
    const body = (await (await request.get('/api/v1/dev/outbox')).json()) as {
      entity: { messages: { to: string; subject: string | null; text: string; links: string[] }[] };
    };
    const m = body.entity.messages.find(
      (x) => x.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(x.subject ?? '')) && (!text || x.text.includes(text)),
    );
    if (m) return m as { to: string; subject: string; text: string; links: string[] };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''}${text ? ` about “${text}”` : ''}`);
}

/** The path of the newest mailed link to `to` (the link names the configured public URL; the test stays on its own origin). */
export async function mailedPath(page: Page, to: string, subject?: RegExp) {
  const m = await mailTo(page, to, subject);
  return new URL(m.links[0]!).pathname;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ng`;
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A small real PNG (the server checks the bytes): a photo, a document picture. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAA7VBMVEX958jc3Lfy48JCqGfy48M4pWL55cYfnVX75sf65sdGqmljtHh8vIXv48B/vYbh3rqkypq90qeYxZSnypvx48Lb3Lba3Lbz5MPF1Kt7vIUmn1h+vYZ9vYb858dMrGxktHlAqGZYsHPu4sF0uoHA06jY27W/0qjl4Lw1pWE3pGGyzqIroVs6pmM5pmOSxJHd3Li70aWgyJi50KUxo17G1axhs3hXsHKkyZnt4sDi3rq+0qc2pWCAvoezzqGmypuaxpWpy5z15cRHqmlesnYhnlY7pmNUrnAgnVafx5edx5ditHf45sVHq2qszJ56u4T0XjuOAAAACXBIWXMAAAsTAAALEwEAmpwYAAABgklEQVRYhe3Wx3LCQBAE0AZJrCRyzhmMic455+z//xxfKCHErJiFsg8u+t4PdtidAmLNYAOIzQzEZgbil2cwLney+Xy2UzFWAvoJC9OYV0/qQF2HK8GwKnBpuvuAGVMD6p4+YIZVAGPu+09PcaEA3C72gWs+MHbm745lsIEY1QcibGCLBpJsYIcGsmxApwF9XSDDBgI0kPu7IVZo4JsNGORFCvEvkkhTwIngA/0g8RtsKwDiYeEQ5rvaQol5F0pZdaWF506ROVJfqgdvIefjv+jz+wNCGJHznK7nksXV1joz+M+A1k4U4i3LasULibamCowmnp0QmIwUgMaAeI7WoMEESinnBnnec6rEAbQupOlqy4FmVN4Hos1lwHPerw/cHfsD95KNPotu+wFDyUJ3JzD0AfaW94FXOVBb+F9CxapJgV1OH9iXAXaVB1RtCXDD6wMpGnjscYHeCwl8cvuATQIRPlAkgTQfSJPAIR8okMAZH4iTgO87ns8pCUj2EJWPWesH2qVeuKYoOokAAAAASUVORK5CYII=',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A real picture (the server checks the bytes): a gradient with a shape, PNG or JPEG. */
export async function picture(hue: number, format: 'png' | 'jpeg' = 'png') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="726" height="464"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,40%)"/><stop offset="1" stop-color="hsl(${hue + 60},70%,70%)"/></linearGradient></defs><rect width="726" height="464" fill="url(#g)"/><circle cx="480" cy="200" r="90" fill="#f5c542"/></svg>`;
  const img = sharp(Buffer.from(svg));
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
}

/** A link or button whose visible text is `action` followed by a screen-reader-only `: title`. */
export const named = (action: string, title: string) => new RegExp(`^${action}\\s*:\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Chooses a file for the picture labelled `label` (it uploads at once) and waits for the upload. */
export async function choosePicture(page: Page, label: string, buffer: Buffer, name = 'picture.png') {
  const responded = page.waitForResponse((r) => /\/api\/v1\/image\//.test(r.url()) && r.request().method() === 'PUT');
  await page
    .getByLabel(named('Choose a picture', label))
    .setInputFiles({ name, mimeType: name.endsWith('.png') ? 'image/png' : 'image/jpeg', buffer });
  const res = await responded;
  expect((await res.json()).status.code).toBe(100);
}

/** An account made through the API, its e-mail verified through the dev mailbox; returns its session token. */
export async function account(
  request: APIRequestContext,
  kind: 'individual' | 'organisation',
  o: { name: string; password: string; state?: number; lga?: number; email?: string; language?: string },
) {
  const email = o.email ?? uniqueEmail(kind === 'individual' ? 'e2e-person' : 'e2e-org');
  // signed up from a page in this language: the account keeps it (issue 17)
  const headers = o.language ? { 'accept-language': o.language } : undefined;
  const place = { state: o.state ?? 25, lga: o.lga ?? 508 };
  if (kind === 'individual') {
    await ok(
      request.post('/api/v1/account', {
        headers,
        data: {
          email,
          first_name: o.name,
          last_name: 'Ojo',
          password: o.password,
          ...place,
          mobile: `+234803${String(Date.now()).slice(-7)}`,
          gender: 'female',
        },
      }),
    );
  } else {
    await ok(
      request.post('/api/v1/account/organisation', {
        headers,
        data: {
          organization_email: email,
          password: o.password,
          organization_mobile: '08031234567',
          organization_name: o.name,
          organization_type: 'Non-Profit',
          organization_address: '3 Ring Road, Ibadan',
          category: 'Community',
          ...place,
        },
      }),
    );
  }
  const mail = await mailTo(request, email);
  await ok(request.put('/api/v1/account/verify', { data: { token: new URL(mail.links[0]!).pathname.split('/').pop() } }));
  const { token } = await login(request, email, o.password);
  return { email, token };
}

/** The /verify information through the API (the form has its own journeys): socials, a reference, the ID, and an organisation's pictures. */
export async function submitVerification(request: APIRequestContext, token: string, organisation: boolean) {
  const file = (name: string, mimeType: string, buffer: Buffer) => ({
    multipart: { file: { name, mimeType, buffer } },
    headers: auth(token),
  });
  await ok(request.post('/api/v1/account/verification/file', file('id.pdf', 'application/pdf', PDF)));
  for (const n of organisation ? [0, 1, 2, 3] : [0])
    await ok(request.put(`/api/v1/account/imageverification/${n}`, file(`p${n}.png`, 'image/png', PNG)));
  await ok(
    request.put('/api/v1/account/verification', {
      headers: auth(token),
      data: {
        facebook: 'https://www.facebook.com/ireti.e2e',
        twitter: 'https://x.com/ireti_e2e',
        instagram: 'https://www.instagram.com/ireti.e2e',
        id_type: 'National ID',
        user_ref: { first_name: 'Ngozi', last_name: 'Eze', mobile: '+2348051234567', email: 'ngozi@example.ng' },
      },
    }),
  );
}

/** Opens the donate modal of a campaign; the dialog's name follows its step, so it is found by role. */
export async function openDonate(page: Page, campaignId: string) {
  await page.goto(`/campaign/${campaignId}`);
  await page.getByRole('button', { name: 'Donate now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Amount (₦)')).toBeVisible();
  return dialog;
}

/** Pays in the sandbox checkout of the open donate modal. */
export async function payWithCard(page: Page, card: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('SANDBOX', { exact: true })).toBeVisible();
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill('1230');
  await dialog.getByLabel('CVV').fill('408');
  await dialog.getByRole('button', { name: /^Pay ₦/ }).click();
}

/** On the claim page: the owner's payout account, saved through the form (changed, when one is saved already). */
export async function saveBankAccount(page: Page) {
  const bank = page.getByRole('form', { name: 'Bank account' });
  const change = page.getByRole('button', { name: 'Change' });
  await expect(bank.or(change)).toBeVisible();
  if (await change.isVisible()) await change.click();
  await bank.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
  await bank.getByLabel('Account number').fill('0123456789');
  await expect(bank.getByText('DEMO ACCOUNT 6789')).toBeVisible();
  await bank.getByRole('button', { name: 'Save this account' }).click();
  await expect(bank).toBeHidden();
  await expect(page.getByText(/····6789/).first()).toBeVisible();
}

/** The item of a paged admin list (oldest first) that `match`es, turning pages until it shows. */
export async function adminItem(page: Page, match: Locator) {
  for (let i = 0; i < 10 && !(await match.first().isVisible()); i++) {
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    // The pager names the page; the list is busy (aria-busy) until that page's items are in.
    const pageOf = page.getByRole('navigation', { name: 'Pages' }).getByText(/^Page \d+ of \d+$/);
    const before = await pageOf.textContent();
    await next.click();
    await expect(pageOf).not.toHaveText(before ?? '');
    await expect(page.getByRole('navigation', { name: 'Pages' }).locator('xpath=..')).not.toHaveAttribute('aria-busy', 'true');
  }
  await expect(match).toBeVisible();
  return match;
}

const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Page states already checked with axe in this worker: a journey passes the same header, list or
 * dialog many times, and axe's verdict on a state does not change between visits (issue 24: axe
 * once per page state, not at every checkpoint). A state is the project, the path, the open
 * dialog and the shape of the document (its elements and their roles), not its text.
 */
const checkedStates = new Set<string>();

/** Every checkpoint's screenshot kept (`E2E_SCREENSHOTS=all`) for a visual review; by default only a failure's. */
const keepAllShots = process.env.E2E_SCREENSHOTS === 'all';

/**
 * Checks the page as it stands with axe — the whole document, failing on any serious or
 * critical violation — once per page state; then that the page does not scroll sideways and that
 * no picture failed to load. With `E2E_SCREENSHOTS=all` (or `keep`) it also attaches a full-page
 * screenshot named `<nn>-<step>`; a failing journey gets its screenshot from Playwright.
 */
export async function look(page: Page, info: TestInfo, step: string, opts: { fullPage?: boolean; keep?: boolean } = {}) {
  // The caller has asserted what the person sees (web-first, retried until true); what `look`
  // still waits for is what it judges: the pictures it checks for breakage and the colours axe
  // reads. No wait on the network: a page that polls never goes quiet, and most are done long
  // before 500 ms of silence.
  const shoot = keepAllShots || opts.keep === true;
  // Nothing still loading: a list that is fetching says so (aria-busy) and is drawn faded, which is
  // not the page to judge (the admin lists; a button busy with its request is disabled, so exempt).
  await expect(page.locator(':not(button)[aria-busy="true"]'), `${step}: the page is still loading`).toHaveCount(0);
  await page.evaluate(async (whole) => {
    // The pictures a person sees load (or fail) first: those on the screen, and those the browser
    // loads anyway (not lazy); for a full-page shot, every picture on the page (a few seconds at most).
    const onScreen = (i: HTMLImageElement) => {
      const r = i.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    };
    const images = [...document.images].filter((i) => i.getAttribute('src') && (whole || i.loading !== 'lazy' || onScreen(i)));
    if (whole) for (const i of images) if (i.loading === 'lazy') i.loading = 'eager';
    const settled = (i: HTMLImageElement) =>
      i.complete
        ? undefined
        : new Promise<void>((done) => {
            i.addEventListener('load', () => done(), { once: true });
            i.addEventListener('error', () => done(), { once: true });
          });
    await Promise.race([Promise.all(images.map(settled)), new Promise((done) => setTimeout(done, 3000))]);
    // The page at rest: a render the last action started lands before the state is judged (the
    // document unchanged for two frames and 50 ms, 1 s at most).
    await new Promise<void>((done) => {
      let quietSince = performance.now();
      const seen = new MutationObserver(() => (quietSince = performance.now()));
      seen.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const started = performance.now();
      const tick = () => {
        const now = performance.now();
        if (now - quietSince >= 50 || now - started >= 1000) {
          seen.disconnect();
          done();
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame(() => requestAnimationFrame(tick));
    });
    // Colours are judged at rest, not halfway through a transition (a tab just pressed).
    const finite = document.getAnimations().filter((x) => x.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(finite.map((x) => x.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 2000))]);
  }, shoot);
  const state = await page.evaluate(() => {
    const shape = [...document.body.getElementsByTagName('*')]
      .map((e) => `${e.tagName}${e.getAttribute('role') ?? ''}${e.hasAttribute('aria-invalid') ? '!' : ''}`)
      .join(',');
    let h = 2166136261;
    for (let i = 0; i < shape.length; i++) h = Math.imul(h ^ shape.charCodeAt(i), 16777619);
    return `${location.pathname}|${document.querySelector('dialog[open], [aria-modal="true"]') ? 'modal' : ''}|${h >>> 0}`;
  });
  const key = `${info.project.name}|${state}`;
  if (!checkedStates.has(key)) {
    const violations = await axeViolations(page);
    const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    // The lesser ones do not fail the journey; the report lists them against the step.
    for (const v of violations.filter((x) => !grave.includes(x)))
      info.annotations.push({
        type: `a11y ${v.impact ?? 'minor'}`,
        description: `${step}: ${v.id}: ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`,
      });
    expect(grave.map((v) => `${step}: ${v.id} (${v.impact}): ${v.nodes.map((x) => x.target.join(' ')).join(', ')}`)).toEqual([]);
    checkedStates.add(key);
  }
  if (shoot) {
    const n = String(info.attachments.filter((a) => a.name.startsWith('page-')).length + 1).padStart(2, '0');
    const name = `page-${n}-${step.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
    // Kept in the test's output folder (test-results/e2e-<port>/<test>/page-nn-step.png) and in the report,
    // seen from the top as a person arriving (a full-page shot of a scrolled page draws the sticky header mid-page).
    const file = info.outputPath(`${name}.png`);
    // A modal covers the screen, not the page: then the screen is what a person sees.
    // A page that only grows (the dev mailbox) may ask for the screen alone (`fullPage: false`).
    const modal = await page.evaluate(() => !!document.querySelector('dialog[open], [aria-modal="true"]'));
    const fullPage = !modal && opts.fullPage !== false;
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ fullPage, path: file, scale: 'css' });
    await info.attach(name, { path: file, contentType: 'image/png' });
  }
  // What axe does not see but a person does: a page wider than the screen, a picture that did not load.
  const seen = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    broken: [...document.images]
      .filter((i) => i.complete && i.naturalWidth === 0 && i.getAttribute('src'))
      .map((i) => i.getAttribute('src')),
  }));
  expect(seen, `${step}: no sideways scroll, no broken picture`).toEqual({ overflow: 0, broken: [] });
}

/** axe-core's own script, injected once per document: AxeBuilder re-injects it and finishes each run in a new page (~1 s a check). */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

async function axeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    A11Y_TAGS,
  );
  return results.violations;
}

/** The stricter check: no WCAG A/AA violation of any impact inside `where` (the journeys use `look`). */
export async function expectNoA11yViolations(page: Page, where = '#main') {
  const { violations } = await new AxeBuilder({ page }).include(where).withTags(A11Y_TAGS).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The client address a journey speaks from: one per test and project, in 10.0.0.0/8. */
export function journeyAddress(info: Pick<TestInfo, 'testId' | 'project' | 'repeatEachIndex' | 'retry'>) {
  let h = 2166136261;
  for (const ch of `${info.testId}|${info.project.name}|${info.repeatEachIndex}|${info.retry}`)
    h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  h >>>= 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255 || 1}`;
}

const test = base.extend({
  context: async ({ context }, use, info) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': journeyAddress(info) });
    await use(context);
  },
});

export { test, expect };
