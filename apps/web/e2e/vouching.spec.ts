import { test, expect, auth, createCampaign, DEMO, login, look, ok, sessionAs, signOut, stamp } from './support.ts';

/**
 * Who vouched, while it matters (issue 14): a campaign awaiting verification explains how vetting
 * works; once a volunteer of its state verified it, a donor reading the live campaign sees who
 * vouched for it (picture, name, state, grade, how many campaigns they verified) and opens the
 * volunteer's public profile, which lists the campaigns they verified and nothing private. The
 * same donor reads the campaign's updates.
 * Each run makes a campaign of its own; Tunde (a demo volunteer of Lagos) verifies it.
 */
test('a donor reads a live campaign, sees who vouched and its updates, and opens the volunteer profile', async ({ page }, info) => {
  const title = `Clean water for Surulere ${stamp()}`;
  const owner = await login(page.request, DEMO.ada);
  const c = await createCampaign(page.request, owner.token, title);

  // ——— awaiting verification: its owner reads how vetting works ———
  await sessionAs(page, DEMO.ada);
  await page.goto(`/campaign/${c.campaign_id}`);
  await expect(page.getByText('This campaign is not yet verified')).toBeVisible();
  const how = page.getByRole('region', { name: 'How vetting works' });
  await expect(how).toContainText('ID check, proof of address and an interview');
  await expect(how).toContainText('call the campaigner and check the story');
  await expect(page.getByRole('region', { name: 'Who vouched for this campaign' })).toHaveCount(0);
  await look(page, info, 'awaiting verification: how vetting works');
  await signOut(page);

  // ——— Tunde, a volunteer of Lagos, is assigned (by hand if the draw chose someone else) and verifies it ———
  const tunde = await login(page.request, DEMO.tunde);
  const tundeId = tunde.user._id as number;
  const admin = await login(page.request, DEMO.admin);
  const assigned = await page.request.post(`/api/v1/admin/campaigns/${c._id}/assign`, {
    headers: auth(admin.token),
    data: { volunteer_id: tundeId },
  });
  expect([100, 105]).toContain(((await assigned.json()) as { status: { code: number } }).status.code);
  await ok(
    page.request.post('/api/v1/account/verifycampaign', { headers: auth(tunde.token), data: { campaign_id: c.campaign_id, status: 1 } }),
  );
  const profile = (await ok(page.request.get(`/api/v1/volunteer/profile/${tundeId}`))) as { verified_count: number; state: string };
  expect(profile.state).toBe('Lagos');
  const count = profile.verified_count === 1 ? '1 campaign verified' : `${profile.verified_count} campaigns verified`;

  // ——— a donor, signed out, reads the live campaign and sees who vouched ———
  await page.goto(`/campaign/${c.campaign_id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const vouched = page.getByRole('region', { name: 'Who vouched for this campaign' });
  await expect(vouched).toContainText('Checked and verified by an Ireti volunteer of the campaign’s state on');
  await expect(vouched.getByText(`Volunteer in Lagos · ${count}`)).toBeVisible();
  await expect(vouched.getByRole('img', { name: 'Grade 4 of 5' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How vetting works' })).toHaveCount(0);
  await vouched.scrollIntoViewIfNeeded();
  await look(page, info, 'live campaign: who vouched');

  // ——— the owner posts news; the same donor reads it in the Updates tab ———
  await ok(
    page.request.post('/api/v1/updates', {
      headers: auth(owner.token),
      data: { campaign: c.campaign_id, text: '<p>Water flows at the clinic tap since this morning.</p>' },
    }),
  );
  await page.reload();
  await page.getByRole('tab', { name: 'Updates (1)' }).click();
  const news = page.getByRole('tabpanel');
  await expect(news.getByText('Water flows at the clinic tap since this morning.')).toBeVisible();
  await expect(news.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await news.scrollIntoViewIfNeeded();
  await look(page, info, 'live campaign: its updates, read by a donor');

  // ——— … and opens the volunteer's public profile ———
  await vouched.getByRole('link', { name: 'Tunde Bakare, volunteer profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/volunteer/${tundeId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible();
  await expect(page.getByText('Vets campaigns in Lagos')).toBeVisible();
  await expect(page.getByText('Campaigns verified', { exact: true })).toBeVisible();
  const verified = page.getByRole('region', { name: 'Campaigns Tunde verified' });
  await expect(verified.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  // Nothing private: not the e-mail, not the phone.
  await expect(page.locator('body')).not.toContainText('tunde@demo.ireti.ng');
  await expect(page.locator('body')).not.toContainText('0803 111 0004');
  await look(page, info, 'volunteer profile', { fullPage: true });

  // The profile's card leads back to the campaign.
  await verified.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${c.campaign_id}$`));

  // ——— anyone who is not an approved volunteer has no profile ———
  await page.goto(`/volunteer/${owner.user._id as number}`);
  await expect(page.getByRole('heading', { name: 'There is no volunteer with this id' })).toBeVisible();
  await page.getByRole('link', { name: 'See all volunteers' }).click();
  await expect(page).toHaveURL(/\/volunteer$/);
  // The volunteers list leads to the profiles too.
  await page.getByRole('link', { name: 'Tunde Bakare' }).click();
  await expect(page).toHaveURL(new RegExp(`/volunteer/${tundeId}$`));
});
