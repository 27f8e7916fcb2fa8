import { DEMO, expect, giveByApi, liveCampaign, look, mailTo, named, ok, picture, sessionAs, stamp, test } from './support.ts';

/**
 * Campaign updates (issue 14): the owner posts an update with a picture from the campaign page;
 * it shows in the Updates tab; a donor's mailbox (the dev outbox) receives it with a one-click
 * unsubscribe; the link works without signing in, says what it stopped and can be undone.
 */
test('an owner posts an update, a donor receives it and unsubscribes without signing in', async ({ page, browser }, info) => {
  const title = `Borehole for Ikorodu ${stamp()}`;
  const donor = `updates-${stamp()}@example.ng`;
  const { id } = await liveCampaign(page.request, DEMO.ada, 60_000, title);
  await giveByApi(page.request, id, 2_000, { email: donor, first: 'Bola', anonymous: true });

  await sessionAs(page, DEMO.ada);
  await page.goto(`/campaign/${id}`);
  await page.getByRole('button', { name: 'Post an update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post an update' });
  await dialog.getByLabel('Your update').fill('The drilling team came on Monday.\n\nWe reached water at 40 metres!');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/v1/updates/image') && r.request().method() === 'POST');
  await dialog
    .getByLabel(named('Choose a picture', 'Picture 1 (optional)'))
    .setInputFiles({ name: 'water.png', mimeType: 'image/png', buffer: await picture(200) });
  expect((await (await uploaded).json()).status.code).toBe(100);
  await expect(dialog.getByRole('button', { name: /Change picture/ }).first()).toBeVisible();
  await look(page, info, 'owner writes an update');
  await dialog.getByRole('button', { name: 'Post update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Update posted. Your donors will get it by e-mail.')).toBeVisible();

  await page.getByRole('tab', { name: 'Updates (1)' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('We reached water at 40 metres!')).toBeVisible();
  await expect(panel.getByRole('img', { name: /Picture 1 of the update/ })).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await look(page, info, 'updates tab');

  // The donor (anonymous on the page) gets it by e-mail, with the unsubscribe link.
  const mail = await mailTo(page.request, donor, new RegExp(`^Update: ${title}$`));
  expect(mail.text).toContain('We reached water at 40 metres!');
  const link = mail.links.find((l) => l.includes('/unsubscribe/'))!;
  const outbox = await ok(page.request.get('/api/v1/dev/outbox'));
  const sent = (outbox.messages as { to: string; subject: string; headers: Record<string, string> }[]).find(
    (m) => m.to === donor && m.subject === `Update: ${title}`,
  )!;
  expect(sent.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // Opened in a browser that never signed in.
  const visitor = await browser.newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(visitor.getByText(`You will no longer get updates about ${title}.`)).toBeVisible();
  await look(visitor, info, 'unsubscribed');
  await visitor.getByRole('button', { name: 'Undo: keep getting updates' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are subscribed again' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe again' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  const state = await ok(visitor.request.get(`/api/v1${new URL(link).pathname}`));
  expect(state).toEqual({ campaign: { campaign_id: id, title }, unsubscribed: true });
  await visitor.close();
});
