import type { APIRequestContext, Page } from '@playwright/test';
import {
  CARD,
  DEMO,
  auth,
  expect,
  giveByApi,
  login,
  mailTo,
  nextCode,
  ok,
  sessionAs,
  signOut,
  stamp,
  submitCampaign,
  test,
  uniqueEmail,
} from './support.ts';

/**
 * Stored XSS (issue 7, part 6): script-shaped text goes through the real API into every text
 * field a person or an administrator can write, then every page that shows it is rendered in
 * Chromium. On each page: no dialog opened, `window.__xss` never set, no event-handler attribute,
 * no `javascript:`/`vbscript:`/`data:text/html` URL, no script or frame of the payloads in the
 * DOM — and the payload is on the page as text, so we know the field really went through.
 * The raw HTML the server writes for /campaign/{id} (title, Open Graph and Twitter tags) is
 * checked too, and the HTML bodies of the e-mails.
 *
 * The stored text fields (from apps/api/src/modules/*\/*.routes.ts and packages/shared/src/*\/schemas.ts):
 * - accounts: first_name, last_name (50; sign-up and PUT /account), organization_name (100),
 *   organization_address (200), e-mail addresses (strict pattern: only ' & ` = / { } survive);
 *   mobile numbers are digit patterns; PUT /account/verification: facebook, twitter, instagram
 *   (a handle or an http(s) URL; `javascript:` is refused), user_ref first_name, last_name (50);
 * - campaigns: title (5–100), summary (50), campaign_details (HTML, 50 000, sanitised on the
 *   server), affiliatedOrganization (100), rewards' reward (50; POST /campaigns, POST/PUT
 *   /reward), the thank-you message (2000, POST /campaign/closecampaign);
 * - donations: guest firstname, lastname (60), email, comment (240); a signed-in donor's comment;
 *   (bank accounts: number and bank code are digits; the account name comes from the bank);
 * - reports: message (10–1000); admin: report note (1000), suspension / reinstatement / removal
 *   / revocation reasons (1000), identity-rejection reason (1000), interview invitation (2000),
 *   interview notes (4000) and decision reason (1000) of a volunteer application;
 *   (a volunteer application itself is two documents and an ID type from a list);
 * - support (POST /email/support): name (100), email, mobile (20, free text), message (2000).
 *
 * Where they are rendered: the campaign page (details, donations, rewards, comments tabs; the
 * thank-you and the volunteers of a closed campaign), its edit form, explore and search, home,
 * success stories, /profile (campaigns, donations, rewards, volunteering tabs), the profile and
 * /verify forms, /verified_page and the organisation page, /volunteer (public list and the
 * applicant's status), the admin console (campaigns, volunteers, verifications, reports,
 * suspended, donations, audit log) and the dev mailbox. There is no other public profile page.
 *
 * The browser ignores the Content-Security-Policy here (bypassCSP): the CSP forbids inline
 * script, so with it on an injected handler could never run and `window.__xss` would prove
 * nothing. The header itself is checked on the raw page. Desktop only: every sink (text, attribute,
 * innerHTML of the description, hrefs) is the same component on a phone, so a second run on the
 * shared server would only double the time (and the phone run would race this one's volunteer).
 */
test.use({ bypassCSP: true, actionTimeout: 15_000, navigationTimeout: 30_000 });

const PASSWORD = 'Kolanut-Sunrise7';
/** Enugu and one of its LGAs: no other journey has volunteers or campaigns there. */
const PLACE = { state: 14, lga: 259 };
const RUN = stamp().slice(-7);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAA7VBMVEX958jc3Lfy48JCqGfy48M4pWL55cYfnVX75sf65sdGqmljtHh8vIXv48B/vYbh3rqkypq90qeYxZSnypvx48Lb3Lba3Lbz5MPF1Kt7vIUmn1h+vYZ9vYb858dMrGxktHlAqGZYsHPu4sF0uoHA06jY27W/0qjl4Lw1pWE3pGGyzqIroVs6pmM5pmOSxJHd3Li70aWgyJi50KUxo17G1axhs3hXsHKkyZnt4sDi3rq+0qc2pWCAvoezzqGmypuaxpWpy5z15cRHqmlesnYhnlY7pmNUrnAgnVafx5edx5ditHf45sVHq2qszJ56u4T0XjuOAAAACXBIWXMAAAsTAAALEwEAmpwYAAABgklEQVRYhe3Wx3LCQBAE0AZJrCRyzhmMic455+z//xxfKCHErJiFsg8u+t4PdtidAmLNYAOIzQzEZgbil2cwLney+Xy2UzFWAvoJC9OYV0/qQF2HK8GwKnBpuvuAGVMD6p4+YIZVAGPu+09PcaEA3C72gWs+MHbm745lsIEY1QcibGCLBpJsYIcGsmxApwF9XSDDBgI0kPu7IVZo4JsNGORFCvEvkkhTwIngA/0g8RtsKwDiYeEQ5rvaQol5F0pZdaWF506ROVJfqgdvIefjv+jz+wNCGJHznK7nksXV1joz+M+A1k4U4i3LasULibamCowmnp0QmIwUgMaAeI7WoMEESinnBnnec6rEAbQupOlqy4FmVN4Hos1lwHPerw/cHfsD95KNPotu+wFDyUJ3JzD0AfaW94FXOVBb+F9CxapJgV1OH9iXAXaVB1RtCXDD6wMpGnjscYHeCwl8cvuATQIRPlAkgTQfSJPAIR8okMAZH4iTgO87ns8pCUj2EJWPWesH2qVeuKYoOokAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

// ——— payloads ———

const hook = (id: string) => `window.__xss=(window.__xss||[]).concat('${id}')`;
/**
 * The longest payload that fits `max` characters, tagged with the field's `id` so a failure says
 * which field it came from: quote breaking, </title>, <script>, <svg onload>, <img onerror>, a
 * javascript: link, and `$'` / `$&` (replacement patterns of String.replace).
 */
function payload(id: string, max: number): string {
  const variants = [
    `${id} "'><svg onload="${hook(id)}"></title><script>${hook(id)}</script><img src=x onerror="${hook(id)}"><a href="javascript:${hook(id)}">js</a> $' $& \``,
    `${id}"'><svg onload=__xss='${id}'></title><script>__xss='${id}'</script><img src=x onerror=__xss='${id}'>`,
    `${id}"><svg onload=__xss='${id}'></title><script>__xss='${id}'</script>`,
    `${id}"><img src=x onerror=__xss='${id}'>`,
    `"><img src=x onerror=__xss='${id}'>`,
    `<svg onload=__xss='${id}'>`,
  ];
  const fit = variants.find((v) => [...v].length <= max);
  if (!fit) throw new Error(`no payload for ${id} fits in ${max} characters`);
  return fit;
}

/** Titles carry the run's word (to find them in search) and aim at the server's <title> and meta tags. */
const titleOf = (id: string) => {
  const t = `XSS ${RUN} ${id}$'$&$\`"></title><script>__xss='${id}'</script><svg onload=__xss='${id}'>`;
  expect([...t].length).toBeLessThanOrEqual(100);
  return t;
};

const P = {
  first: payload('P.first', 50),
  last: payload('P.last', 50),
  refFirst: payload('ref.first', 50),
  refLast: payload('ref.last', 50),
};
const V1 = { first: payload('V1.first', 50), last: 'Okafor' };
const V2 = { first: payload('V2.first', 50), last: payload('V2.last', 50) };
const ORG = { name: payload('org.name', 100), address: payload('org.address', 200) };
const A = {
  title: titleOf('titleA'),
  summary: `S$'$&"><svg onload=__xss='summaryA'>`,
  affiliation: payload('affiliation', 100),
  reward: payload('reward', 50),
};
const B = { title: titleOf('titleB'), summary: payload('summaryB', 50), thanks: payload('thankyou', 2000) };
const C = { title: titleOf('titleC'), summary: payload('summaryC', 50) };
const D = { title: titleOf('titleD'), summary: payload('summaryD', 50), suspension: payload('suspension', 1000) };
const GUEST = {
  first: payload('guest.first', 60),
  last: payload('guest.last', 60),
  email: `g'&amp=x\`{${RUN}}@example.ng`,
  comment: payload('guest.comment', 240),
};
const ORG_COMMENT = payload('org.comment', 240);
const REPORT = { message: payload('report.message', 1000), note: payload('report.note', 1000) };
const VOLUNTEER = {
  invite: payload('invite', 2000),
  rejectNotes: payload('v1.notes', 4000),
  rejectReason: payload('v1.reason', 1000),
  approveNotes: payload('v2.notes', 4000),
};
const IDENTITY_REASON = payload('identity.reason', 1000);
const SUPPORT = { name: payload('support.name', 100), mobile: `"><svg/onload=__xss>`, message: payload('support.message', 2000) };
const MARKER = `details-${RUN} is shown`;
/** The description: the server's allow-list must leave only the marker, the safe link and text. */
const DETAILS = [
  `<p>${MARKER}</p>`,
  `<p><a href="https://example.ng/ok">safe link</a></p>`,
  `<img src=x onerror="${hook('details.img')}">`,
  `<svg><script>${hook('details.svg')}</script></svg>`,
  `<a href="javascript:${hook('details.href')}">js link</a>`,
  `<a href="JaVaScRiPt&colon;${hook('details.entity')}">entity link</a>`,
  `<a href=" &#14; javascript:${hook('details.space')}">space link</a>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<form action="javascript:${hook('details.form')}"><button formaction="javascript:${hook('details.formaction')}">go</button></form>`,
  `<p style="background:url(javascript:alert(1))" onclick="${hook('details.onclick')}">styled</p>`,
  `<details open ontoggle="${hook('details.toggle')}"><summary>x</summary></details>`,
  `<noscript><p title="</noscript><img src=x onerror=${hook('details.noscript')}>"></noscript>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${hook('details.mxss')}">`,
].join('\n');

// ——— API helpers ———

type Envelope = { status: { code: number; desc: string }; entity: Record<string, unknown> & { errors?: Record<string, string> } };
const envelope = async (res: Promise<{ json: () => Promise<unknown> }>) => (await (await res).json()) as Envelope;
const mobile = () => `+234803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const file = (token: string, name: string, mimeType: string, buffer: Buffer) => ({
  headers: auth(token),
  multipart: { file: { name, mimeType, buffer } },
});

/** Verifies the e-mail of a new account through the dev mailbox, then signs in. */
async function verifiedLogin(page: Page, email: string) {
  const link = (await mailTo(page, email, /Verify/)).links[0]!;
  await ok(page.request.put('/api/v1/account/verify', { data: { token: new URL(link).pathname.split('/').pop() } }));
  const { token, user } = await login(page.request, email, PASSWORD);
  return { email, token, id: user._id as number };
}

async function individual(page: Page, first: string, last: string) {
  const email = uniqueEmail('xss');
  await ok(
    page.request.post('/api/v1/account', {
      data: { email, first_name: first, last_name: last, password: PASSWORD, ...PLACE, mobile: mobile(), gender: 'female' },
    }),
  );
  return verifiedLogin(page, email);
}

async function organisation(page: Page) {
  const email = uniqueEmail('xss-org');
  await ok(
    page.request.post('/api/v1/account/organisation', {
      data: {
        organization_email: email,
        password: PASSWORD,
        organization_mobile: '08031234567',
        organization_name: ORG.name,
        organization_type: 'Non-Profit',
        organization_address: ORG.address,
        category: 'Newlywed',
        ...PLACE,
      },
    }),
  );
  return verifiedLogin(page, email);
}

/** The /verify information: documents, pictures, social links and the reference person. */
async function submitVerification(request: APIRequestContext, token: string, pictures: number[], social: Record<string, string>) {
  await ok(request.post('/api/v1/account/verification/file', file(token, 'id.pdf', 'application/pdf', PDF)));
  for (const n of pictures) await ok(request.put(`/api/v1/account/imageverification/${n}`, file(token, `p${n}.png`, 'image/png', PNG)));
  await ok(
    request.put('/api/v1/account/verification', {
      headers: auth(token),
      data: {
        ...social,
        id_type: 'National ID',
        user_ref: { first_name: P.refFirst, last_name: P.refLast, mobile: '+2348051234567', email: 'ngozi@example.ng' },
      },
    }),
  );
}

async function createCampaign(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const c = await ok(
    request.post('/api/v1/campaigns', {
      headers: auth(token),
      data: {
        goal: 500000,
        category: 'Health',
        affiliatedOrganization: '',
        campaign_details: `<p>${MARKER}</p>`,
        types: 'Non-reward based',
        ...data,
      },
    }),
  );
  await submitCampaign(request, token, c.campaign_id as string);
  return { id: c.campaign_id as string, _id: c._id as number };
}

/** A paid donation through the API, as the sandbox checkout makes it. */
async function give(request: APIRequestContext, data: Record<string, unknown>, token?: string) {
  const d = await ok(request.post('/api/v1/donate', { headers: token ? auth(token) : undefined, data }));
  await ok(request.post('/api/v1/dev/sandbox/pay', { data: { ref: d.ref, card: CARD.success } }));
  await ok(request.put('/api/v1/payment/verify', { data: { ref: d.ref } }));
}

/** A volunteer application with both documents, as the admin sees it in the pending list. */
async function apply(request: APIRequestContext, who: { token: string; email: string }, admin: string) {
  await ok(
    request.post(
      `/api/v1/volunteer/verification/nationalid?id_type=${encodeURIComponent('National ID')}`,
      file(who.token, 'id.png', 'image/png', PNG),
    ),
  );
  await ok(request.post('/api/v1/volunteer/verification/electricity', file(who.token, 'bill.pdf', 'application/pdf', PDF)));
  const list = await ok(request.get('/api/v1/admin/volunteers?status=pending&per_page=100', { headers: auth(admin) }));
  const item = (list.transactions as { id: number; user: { email: string } }[]).find((a) => a.user.email === who.email);
  expect(item, `the application of ${who.email}`).toBeTruthy();
  return item!.id;
}

// ——— page checks ———

/**
 * What would betray a payload: a dialog, `window.__xss`, an on* attribute, a script-bearing URL,
 * a script that is not the app's own file, a frame.
 */
async function expectClean(page: Page, dialogs: string[], where: string) {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    const urls = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'cite']);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      for (const a of Array.from(el.attributes)) {
        const name = a.name.toLowerCase();
        const value = a.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (name.startsWith('on')) bad.push(`<${tag} ${name}="${a.value.slice(0, 80)}">`);
        else if (name === 'srcdoc') bad.push(`<${tag} srcdoc>`);
        else if (urls.has(name) && (/^(javascript|vbscript):/.test(value) || value.startsWith('data:text/html')))
          bad.push(`<${tag} ${name}="${a.value.slice(0, 80)}">`);
      }
    }
    // The server's drawn page carries its data in one JSON script, which no browser runs (decision 107).
    const inertData = (s: HTMLScriptElement) => {
      if (s.id !== 'ireti-data' || s.type !== 'application/json') return false;
      try {
        return JSON.parse(s.textContent ?? '') !== null;
      } catch {
        return false;
      }
    };
    for (const s of Array.from(document.querySelectorAll('script'))) {
      const src = s.getAttribute('src');
      if (src ? new URL(src, location.href).origin !== location.origin : !inertData(s)) bad.push(`script: ${s.outerHTML.slice(0, 80)}`);
    }
    for (const f of Array.from(document.querySelectorAll('iframe, frame, object, embed'))) bad.push(`frame: ${f.outerHTML.slice(0, 80)}`);
    return { bad, ran: (window as unknown as { __xss?: unknown }).__xss ?? null };
  });
  expect(found.ran, `${where}: a payload ran`).toBeNull();
  expect(found.bad, `${where}: markup that could run script`).toEqual([]);
  expect(dialogs, `${where}: a dialog opened`).toEqual([]);
}

/** Each text is on the page as text (whitespace-normalised substring), then the page is clean. */
async function shows(page: Page, dialogs: string[], where: string, texts: string[]) {
  for (const t of texts) await expect(page.getByText(t, { exact: false }).first(), `${where} shows ${t.slice(0, 40)}`).toBeVisible();
  await expectClean(page, dialogs, where);
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Desktop only: the phone project leaves this file out (playwright.config.ts; see the note at the top).
test('script-shaped text in every stored field renders as text, never as markup', async ({ page }) => {
  test.setTimeout(300_000);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  // Control: in this browser an injected handler does run, so `window.__xss` staying unset means something.
  const control = await page.context().newPage();
  await control.goto('/404');
  await control.evaluate(() => document.body.insertAdjacentHTML('beforeend', `<img src=x onerror="window.__xss=['control']">`));
  await expect.poll(() => control.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toEqual(['control']);
  await control.close();

  const request = page.request;
  const admin = (await login(request, DEMO.admin)).token;

  // ——— volunteers: V2 approved first, so the campaigns of Enugu are assigned to them ———
  const v2 = await individual(page, V2.first, V2.last);
  // A volunteer decides only with a second factor (issue 28): V2 adds an authenticator app.
  const { secret: v2Secret } = await ok(request.post('/api/v1/account/second-factor/totp', { headers: auth(v2.token) }));
  await ok(
    request.post('/api/v1/account/second-factor/totp/confirm', {
      headers: auth(v2.token),
      data: { code: await nextCode(v2Secret as string, v2.email) },
    }),
  );
  const v2App = await apply(request, v2, admin);
  const today = new Date().toISOString().slice(0, 10);
  await ok(
    request.post(`/api/v1/admin/volunteers/${v2App}/decision`, {
      headers: auth(admin),
      data: { decision: 'approved', interviewed_on: today, interview_notes: VOLUNTEER.approveNotes, grade: 4 },
    }),
  );
  const v1 = await individual(page, V1.first, V1.last);
  const v1App = await apply(request, v1, admin);
  await ok(request.post(`/api/v1/admin/volunteers/${v1App}/invite`, { headers: auth(admin), data: { message: VOLUNTEER.invite } }));
  await ok(
    request.post(`/api/v1/admin/volunteers/${v1App}/decision`, {
      headers: auth(admin),
      data: { decision: 'rejected', interviewed_on: today, interview_notes: VOLUNTEER.rejectNotes, reason: VOLUNTEER.rejectReason },
    }),
  );

  // ——— the campaign owner, their /verify information (a javascript: link is refused) ———
  const p = await individual(page, P.first, P.last);
  const refused = await envelope(
    request.put('/api/v1/account/verification', {
      headers: auth(p.token),
      data: {
        facebook: `javascript:${hook('facebook')}`,
        twitter: 'javascript://x.com/%0Aalert(1)',
        instagram: 'JaVaScRiPt:alert(1)',
        user_ref: { first_name: 'A', last_name: 'B', mobile: '+2348051234567', email: 'a@example.ng' },
      },
    }),
  );
  expect(refused.status.code).toBe(101);
  expect(Object.keys(refused.entity.errors ?? {}).sort()).toEqual(['facebook', 'instagram', 'twitter']);
  // A social link is kept in one normal form on its own network (issue 15): a link to another
  // site carrying markup is refused, and what is left of a hostile link is the bare profile address.
  const elsewhere = await envelope(
    request.put('/api/v1/account/verification', {
      headers: auth(p.token),
      data: {
        facebook: `https://evil.example.ng/"><svg onload=${hook('facebook')}>`,
        twitter: `@xss_${RUN}`,
        instagram: `xss.${RUN}`,
        user_ref: { first_name: 'A', last_name: 'B', mobile: '+2348051234567', email: 'a@example.ng' },
      },
    }),
  );
  expect(elsewhere.status.code).toBe(101);
  expect(Object.keys(elsewhere.entity.errors ?? {})).toEqual(['facebook']);
  const FACEBOOK = `https://www.facebook.com/xss.${RUN}`;
  await submitVerification(request, p.token, [0], {
    facebook: FACEBOOK,
    twitter: `@xss_${RUN}`,
    instagram: `https://www.instagram.com/x?q='onmouseover='alert(1)`,
  });
  const me = await ok(request.get('/api/v1/account', { headers: auth(p.token) }));
  expect(me.facebook as string).toBe(FACEBOOK.toLowerCase());
  expect(me.instagram).toBe('https://www.instagram.com/x');
  expect(me.user_ref).toMatchObject({ first_name: P.refFirst, last_name: P.refLast });

  // ——— campaigns ———
  const a = await createCampaign(request, p.token, {
    title: A.title,
    summary: A.summary,
    affiliatedOrganization: A.affiliation,
    campaign_details: DETAILS,
    types: 'Reward based',
    rewards: [{ donation: 1000, reward_type: 'Material', reward: A.reward }],
  });
  const stored = await ok(request.get(`/api/v1/campaign/${a.id}`, { headers: auth(p.token) }));
  expect(stored).toMatchObject({ title: A.title, summary: A.summary, affiliatedOrganization: A.affiliation });
  expect(stored.description as string).toContain(MARKER);
  expect(stored.description as string).not.toMatch(/<script|<svg|<iframe|<form|<math|<style|\son\w+=|javascript:/i);
  await ok(request.post('/api/v1/account/verifycampaign', { headers: auth(admin), data: { campaign_id: a.id, status: 1 } }));

  // B reaches its goal (which closes its donations), then closes with its thank-you: a success story (issue 14).
  const b = await createCampaign(request, p.token, { title: B.title, summary: B.summary, goal: 10_000 });
  await ok(request.post('/api/v1/account/verifycampaign', { headers: auth(v2.token), data: { campaign_id: b.id, status: 1 } }));
  await giveByApi(request, b.id as string, 10_000, { email: uniqueEmail('xss-b') });
  for (const n of [1, 2])
    await ok(request.put(`/api/v1/image/message${n}?campaign=${b.id}`, file(p.token, `thanks${n}.png`, 'image/png', PNG)));
  await ok(request.post(`/api/v1/campaign/closecampaign/${b.id}`, { headers: auth(p.token), data: { message: B.thanks } }));

  const d = await createCampaign(request, p.token, { title: D.title, summary: D.summary });
  await ok(request.post(`/api/v1/admin/campaigns/${d._id}/suspend`, { headers: auth(admin), data: { reason: D.suspension } }));

  // ——— the organisation, verified, with a live campaign; it gives to A ———
  const o = await organisation(page);
  await submitVerification(request, o.token, [0, 1, 2, 3], { facebook: FACEBOOK, twitter: `@xss_${RUN}`, instagram: `xss.${RUN}` });
  await ok(request.post(`/api/v1/admin/identity/${o.id}/decision`, { headers: auth(admin), data: { decision: 'approved' } }));
  const c = await createCampaign(request, o.token, { title: C.title, summary: C.summary });
  await ok(request.post('/api/v1/account/verifycampaign', { headers: auth(admin), data: { campaign_id: c.id, status: 1 } }));
  await give(request, { known: 0, amount: 5000, campaign: a.id, comment: ORG_COMMENT, anonymous: false }, o.token);

  // ——— a guest gives, V1 reports A, the admin dismisses it; support; P's identity rejected ———
  // V1 chooses A's (script-shaped) reward, so the profile's Rewards tab shows it (issue 15: a reward is chosen).
  const rewardId = (stored.rewards as { _id: number }[])[0]!._id;
  await give(
    request,
    {
      known: 0,
      amount: 1000,
      campaign: a.id,
      comment: '',
      anonymous: false,
      reward: rewardId,
      delivery_name: 'Volunteer One',
      delivery_phone: '0803 123 4567',
      delivery_address: '1 Marina Road, Lagos Island',
    },
    v1.token,
  );
  await give(request, {
    known: 0,
    firstname: GUEST.first,
    lastname: GUEST.last,
    email: GUEST.email,
    mobile: '08031234567',
    amount: 2000,
    comment: GUEST.comment,
    campaign: a.id,
    anonymous: false,
  });
  await ok(request.post('/api/v1/campaign/report', { headers: auth(v1.token), data: { campaign_id: a.id, message: REPORT.message } }));
  const reports = await ok(request.get('/api/v1/admin/reports?status=open&per_page=100', { headers: auth(admin) }));
  const report = (reports.transactions as { id: number; message: string }[]).find((r) => r.message === REPORT.message)!;
  expect(report, 'the report is listed').toBeTruthy();
  await ok(
    request.post(`/api/v1/admin/reports/${report.id}/action`, { headers: auth(admin), data: { action: 'dismiss', note: REPORT.note } }),
  );
  const supportEmail = uniqueEmail('xss-help');
  await ok(
    request.post('/api/v1/email/support', {
      data: { name: SUPPORT.name, email: supportEmail, mobile: SUPPORT.mobile, message: SUPPORT.message },
    }),
  );
  await ok(
    request.post(`/api/v1/admin/identity/${p.id}/decision`, {
      headers: auth(admin),
      data: { decision: 'rejected', reason: IDENTITY_REASON },
    }),
  );

  // ——— the e-mails quote the text; their HTML bodies escape it ———
  expect((await mailTo(page, v1.email, /interview/i)).text).toContain(VOLUNTEER.invite);
  expect((await mailTo(page, supportEmail)).text).toContain(SUPPORT.message);
  const outbox = (await ok(request.get('/api/v1/dev/outbox'))).messages as {
    to: string;
    subject: string | null;
    text: string;
    html: string | null;
  }[];
  const quoting = (t: string) => outbox.filter((m) => m.text.includes(t) || (m.subject ?? '').includes(t));
  for (const t of [VOLUNTEER.rejectReason, IDENTITY_REASON, D.suspension, SUPPORT.name])
    expect(quoting(t).length, `an e-mail quotes ${t.slice(0, 30)}`).toBeGreaterThan(0);
  for (const m of outbox.filter((x) => x.html))
    expect(m.html!, `HTML of "${m.subject}" to ${m.to}`).not.toMatch(/<script|<svg|<img src=x|<a href="javascript/i);

  // ——— the raw page the server writes for a public campaign: <title> and meta tags escaped ———
  for (const [id, t, summary] of [
    [a.id, A.title, A.summary],
    [b.id, B.title, B.summary],
    [c.id, C.title, C.summary],
  ] as const) {
    const res = await request.get(`/campaign/${id}`);
    expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await res.text();
    expect(html, `raw /campaign/${id}`).toContain(`<meta property="og:title" content="${esc(t)}">`);
    expect(html).toContain(`<meta property="og:description" content="${esc(summary)}">`);
    expect(html).toContain(`<title>${esc(t)} · Ireti</title>`);
    // The page is drawn by the server (decision 107): its icons are SVG, its data a JSON script.
    // No payload is markup: no tag carries one, no bare script runs one.
    expect(html).not.toMatch(/<script>|<(svg|img|iframe)\b[^>]*__xss/i);
    const parsed = await page.evaluate((h) => {
      const doc = new DOMParser().parseFromString(h, 'text/html');
      const meta = (sel: string) => Array.from(doc.querySelectorAll(sel)).map((m) => m.getAttribute('content'));
      return {
        title: doc.title,
        ogTitle: meta('meta[property="og:title"]'),
        twitterTitle: meta('meta[name="twitter:title"]'),
        ogDescription: meta('meta[property="og:description"]'),
        // The template keeps its own description after ours; the first one is the campaign's.
        description: meta('meta[name="description"]')[0],
        // the app's module and the drawn page's data, nothing else; the data is JSON that parses
        scripts: Array.from(doc.querySelectorAll('script')).map((x) =>
          x.getAttribute('src')
            ? 'module'
            : x.getAttribute('type') === 'application/json' && JSON.parse(x.textContent ?? '')
              ? 'data'
              : 'inline',
        ),
        roots: doc.querySelectorAll('#root').length,
        titles: doc.querySelectorAll('title').length,
        // no element carries a handler, and no picture or drawing carries a payload
        handlers: Array.from(doc.querySelectorAll('*')).flatMap((el) =>
          Array.from(el.attributes)
            .filter((at) => /^on/i.test(at.name))
            .map((at) => `${el.tagName} ${at.name}`),
        ),
        payloads: Array.from(doc.querySelectorAll('svg, img, iframe')).filter(
          (el) => el.outerHTML.includes('__xss') && !el.matches('img[alt]'),
        ).length,
      };
    }, html);
    expect(parsed, `parsed /campaign/${id}`).toEqual({
      title: `${t} · Ireti`,
      ogTitle: [t],
      twitterTitle: [t],
      ogDescription: [summary],
      description: summary,
      scripts: ['module', 'data'],
      roots: 1,
      titles: 1,
      handlers: [],
      payloads: 0,
    });
  }

  // ——— public pages ———
  await page.goto(`/campaign/${a.id}`);
  await shows(page, dialogs, 'campaign A, details', [A.title, `${P.first} ${P.last}`, A.affiliation, A.summary, MARKER]);
  await expect(page.getByRole('link', { name: 'safe link' })).toHaveAttribute('href', 'https://example.ng/ok');
  expect(await page.title()).toBe(`${A.title} · Ireti`);
  await page.getByRole('tab', { name: /^Donations/ }).click();
  await shows(page, dialogs, 'campaign A, donations', [`${GUEST.first} ${GUEST.last}`, ORG.name, `${V1.first} ${V1.last}`]);
  await page.getByRole('tab', { name: /^Rewards/ }).click();
  await shows(page, dialogs, 'campaign A, rewards', [A.reward]);
  await page.getByRole('tab', { name: 'Comments' }).click();
  await shows(page, dialogs, 'campaign A, comments', [GUEST.comment, ORG_COMMENT]);
  await page.getByRole('button', { name: 'Report this campaign' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectClean(page, dialogs, 'campaign A, report dialog');
  await page.keyboard.press('Escape');

  await page.goto(`/campaign/${b.id}`);
  await shows(page, dialogs, 'campaign B, thank-you', [B.title, B.thanks, `${V2.first} ${V2.last}`]);
  await page.goto(`/campaign/${c.id}`);
  await shows(page, dialogs, 'campaign C (organisation)', [C.title, ORG.name, C.summary]);

  await page.goto(`/campaigns?search=${RUN}`);
  await shows(page, dialogs, 'explore, search results', [A.title, B.title, C.title]);
  await page.goto(`/campaigns?search=${encodeURIComponent(`"><img src=x onerror=__xss='search'>`)}`);
  await expect(page.locator('main, #main').first()).toBeVisible();
  await expectClean(page, dialogs, 'explore, reflected search');
  await page.goto('/');
  await shows(page, dialogs, 'home', [A.title, B.title]);
  await page.goto('/success_stories');
  await shows(page, dialogs, 'success stories', [B.title]);

  await page.goto('/verified_page');
  await page.getByLabel('Category').selectOption('Newlywed');
  await shows(page, dialogs, '/verified_page', [ORG.name]);
  await page.getByRole('link', { name: ORG.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/verified_org_campaigns/${o.id}$`));
  await shows(page, dialogs, 'organisation page', [ORG.name, ORG.address, C.title]);
  for (const href of await page
    .getByRole('list', { name: 'Social media' })
    .getByRole('link')
    .evaluateAll((as) => as.map((x) => x.getAttribute('href'))))
    expect(href).toMatch(/^https:\/\//);

  await page.goto('/volunteer');
  await shows(page, dialogs, '/volunteer, our volunteers', [`${V2.first} ${V2.last}`]);

  // ——— signed-in pages ———
  await sessionAs(page, p.email, PASSWORD);
  await page.goto('/profile');
  await shows(page, dialogs, "P's profile, campaigns", [`${P.first} ${P.last}`, A.title, B.title, D.title]);
  await page.goto(`/campaign/${a.id}`);
  await page.getByRole('link', { name: 'Manage campaign' }).click();
  await expect(page.getByLabel('Campaign title')).toHaveValue(A.title);
  await expect(page.getByLabel('Summary')).toHaveValue(A.summary);
  await shows(page, dialogs, 'edit campaign A', [MARKER]);
  await page.goto('/verify');
  await expect(page.getByLabel('First name')).toHaveValue(P.refFirst);
  await expect(page.getByLabel('Last name')).toHaveValue(P.refLast);
  await expectClean(page, dialogs, '/verify');
  await page.goto('/profile_setting/individual');
  await expect(page.getByLabel('First name')).toHaveValue(P.first);
  await expectClean(page, dialogs, 'profile settings');
  await signOut(page);

  await sessionAs(page, o.email, PASSWORD);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Donations' }).click();
  await shows(page, dialogs, "the organisation's profile, donations", [ORG.name, A.title]);
  await page.goto('/profile_setting/organization');
  await expect(page.getByLabel('Organization name')).toHaveValue(ORG.name);
  await expect(page.getByLabel('Organization address')).toHaveValue(ORG.address);
  await expectClean(page, dialogs, 'organisation settings');
  await signOut(page);

  await sessionAs(page, v1.email, PASSWORD);
  await page.goto('/volunteer');
  await shows(page, dialogs, "the rejected applicant's /volunteer", [VOLUNTEER.rejectReason]);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Rewards' }).click();
  await shows(page, dialogs, "a donor's profile, rewards", [A.reward]);
  await signOut(page);

  await sessionAs(page, v2.email, PASSWORD, v2Secret as string);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Volunteering' }).click();
  await shows(page, dialogs, "the volunteer's profile", [`${V2.first} ${V2.last}`, B.title]);
  await signOut(page);

  // ——— the admin console ———
  await sessionAs(page, DEMO.admin);
  await page.goto('/admin?tab=campaigns');
  await shows(page, dialogs, 'admin, campaigns', [D.title, D.summary, `${P.first} ${P.last}`, `${V2.first} ${V2.last}`]);
  await page.goto('/admin?tab=volunteers');
  await page.getByLabel('Show').selectOption('all');
  await shows(page, dialogs, 'admin, volunteers', [
    VOLUNTEER.rejectNotes,
    VOLUNTEER.rejectReason,
    VOLUNTEER.approveNotes,
    `${V2.first} ${V2.last}`,
    V1.first,
  ]);
  await page.goto('/admin?tab=verifications');
  await page.getByLabel('Show').selectOption('all');
  // The reference person is a private detail, shown on a reason (issue 28, decision 096).
  await page.getByRole('button', { name: 'Show private details' }).click();
  const why = page.getByRole('dialog', { name: 'Why do you need their private details?' });
  await why.getByLabel('Reason').fill('identity review');
  await why.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(/Private details shown, reason: identity review\./)).toBeVisible();
  await shows(page, dialogs, 'admin, verifications', [
    IDENTITY_REASON,
    `${P.refFirst} ${P.refLast}`,
    ORG.address,
    ORG.name,
    `https://www.facebook.com/xss.${RUN}`.toLowerCase(),
  ]);
  await page.goto('/admin?tab=reports');
  await page.getByLabel('Show').selectOption('all');
  await shows(page, dialogs, 'admin, reports', [REPORT.message, REPORT.note, A.title]);
  await page.getByLabel('Show').selectOption('suspended');
  await shows(page, dialogs, 'admin, suspended', [D.suspension, D.title]);
  await page.goto('/admin?tab=donations');
  await shows(page, dialogs, 'admin, donations', [`${GUEST.first} ${GUEST.last}`, GUEST.email.toLowerCase(), GUEST.comment, ORG_COMMENT]);
  await page.goto('/admin?tab=audit');
  await shows(page, dialogs, 'admin, audit log', [IDENTITY_REASON]);
  await signOut(page);

  // ——— the dev mailbox ———
  await page.goto('/dev/mailbox');
  await shows(page, dialogs, 'dev mailbox', [
    `Help request from ${SUPPORT.name}`,
    SUPPORT.message,
    VOLUNTEER.invite,
    VOLUNTEER.rejectReason,
    IDENTITY_REASON,
    D.suspension,
  ]);
  await page.goto(`/dev/mailbox?q=${encodeURIComponent(`"><img src=x onerror=__xss='mailbox-q'>`)}`);
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  await expectClean(page, dialogs, 'dev mailbox, reflected filter');
});
