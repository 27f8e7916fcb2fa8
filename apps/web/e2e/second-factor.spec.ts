import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession } from '@playwright/test';
import { account, adminItem, expect, look, nextCode, signOut, submitSignIn, submitVerification, test } from './support.ts';

/**
 * Issue 28 (docs/decisions/086): an administrator adds a passkey (Chromium's virtual authenticator)
 * and an authenticator app (its codes computed here with the same library), signs in with each,
 * opens a person's ID document giving the reason, and that person sees the view in Settings.
 *
 * WebAuthn wants a domain, not an address: this journey speaks to the site as localhost, the
 * journeys' server's PUBLIC_URL (the relying party).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
test.use({ baseURL: `http://localhost:${PORT}` });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Makes `email` an administrator with the operator's command (npm run admin:create), on the journeys' server's database. */
function makeAdmin(email: string) {
  const r = spawnSync(process.execPath, [path.join(root, 'apps/api/src/cli/admin-create.ts'), email], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(root, `data/e2e-${PORT}`),
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54333',
      DATABASE_URL: '',
    },
    encoding: 'utf8',
  });
  expect(r.status, r.stderr + r.stdout).toBe(0);
}

async function virtualAuthenticator(cdp: CDPSession) {
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

test('an admin adds a passkey and an authenticator app, opens an ID document with a reason, and its owner sees it', async ({
  page,
  request,
}, info) => {
  // two sign-ins with a second step, a document and a list opened with reasons, screenshots checked by axe
  test.setTimeout(120_000);
  const run = info.project.name;
  const password = 'Journey-2fa-Pass1';
  // The person whose ID is looked at, with a document sent for verification.
  const owner = await account(request, 'individual', { name: 'Chioma', password });
  await submitVerification(request, owner.token, false);
  // A new administrator, made by the operator's command; no second factor yet.
  const admin = await account(request, 'individual', { name: 'Bola', password });
  makeAdmin(admin.email);

  await submitSignIn(page, admin.email, password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/profile_setting/individual?tab=account');
  const section = page.getByRole('region', { name: 'Second factor' });
  await expect(section.getByText('Off: sign-in asks only for your password.')).toBeVisible();
  await expect(section.getByText('Administrators and volunteers must add one')).toBeVisible();

  // ——— a passkey, in Chromium's virtual authenticator ———
  const cdp = await page.context().newCDPSession(page);
  await virtualAuthenticator(cdp);
  await section.getByLabel('Name of this passkey (optional)').fill(`Journey ${run}`);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const codes = page.getByTestId('recovery-codes');
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(section.getByText('On: sign-in asks for your second factor.')).toBeVisible();
  await expect(section.getByTestId('passkeys')).toContainText(`Journey ${run}`);
  await look(page, info, 'passkey added, recovery codes');
  await page.getByRole('button', { name: 'I have kept them' }).click();

  // ——— an authenticator app: the QR code, and the key the test's "app" reads ———
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
  await look(page, info, 'authenticator app QR code');
  await section.getByLabel('6-digit code').fill(await nextCode(secret, admin.email));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByText('An authenticator app is set up.')).toBeVisible();
  // the recovery codes came with the first factor only
  await expect(codes).toHaveCount(0);

  // ——— sign-in asks for it: first the passkey, then the app ———
  await signOut(page);
  await submitSignIn(page, admin.email, password);
  await expect(page.getByRole('heading', { name: 'Second step' })).toBeVisible();
  await look(page, info, 'sign-in second step');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
  await signOut(page);
  await submitSignIn(page, admin.email, password);
  // a wrong code is refused (and audited) …
  await page.getByLabel('Code from your app, or a recovery code').fill('00000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This code is not correct')).toBeVisible();
  await page.getByLabel('Code from your app, or a recovery code').fill(await nextCode(secret, admin.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/signin/);

  // ——— the ID document, opened with a reason ———
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Verifications' }).click();
  const item = await adminItem(page, page.getByRole('listitem').filter({ hasText: owner.email }));
  await item.getByRole('button', { name: 'View identification document' }).click();
  const ask = page.getByRole('dialog', { name: 'Why are you opening it?' });
  await expect(ask.getByRole('button', { name: 'Open' })).toBeDisabled();
  await ask.getByLabel('Reason').fill('identity review');
  await look(page, info, 'reason before opening');
  const download = page.waitForEvent('download');
  await ask.getByRole('button', { name: 'Open' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // ——— the list's private details: hidden until a reason is given, then in the owner's log too ———
  await expect(item).not.toContainText('Reference person');
  await page.getByRole('button', { name: 'Show private details' }).click();
  const why = page.getByRole('dialog', { name: 'Why do you need their private details?' });
  await expect(why.getByRole('button', { name: 'Show' })).toBeDisabled();
  await why.getByLabel('Reason').fill('identity review');
  await why.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(/Private details shown, reason: identity review\./)).toBeVisible();
  const shown = await adminItem(page, page.getByRole('listitem').filter({ hasText: owner.email }));
  await expect(shown).toContainText('Reference person');
  await look(page, info, 'verification list with private details shown');

  // ——— the owner sees who, what, when and why ———
  await signOut(page);
  await submitSignIn(page, owner.email, password);
  await expect(page).not.toHaveURL(/\/signin/);
  await page.goto('/profile_setting/individual?tab=account');
  const log = page.getByTestId('access-log');
  // newest first: the list's details, then the document
  await expect(log.getByRole('listitem').nth(0)).toHaveText(
    /^Admin Bola viewed your identity details on \d{1,2} \w+,? (at )?\d{2}:\d{2}, reason: identity review$/,
  );
  await expect(log.getByRole('listitem').nth(1)).toHaveText(
    /^Admin Bola viewed your ID document on \d{1,2} \w+,? (at )?\d{2}:\d{2}, reason: identity review$/,
  );
  await look(page, info, 'owner sees who viewed the ID');
});
