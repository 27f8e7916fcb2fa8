import { test, expect, look, mailTo, uniqueEmail } from './support.ts';

test('the shell renders and unknown paths show 404', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Ireti home' }).first()).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('smoke: home, a static page, the help form reaching the dev mailbox, and the 404 page', async ({ page }) => {
  const footer = page.getByRole('contentinfo');

  await test.step('home', async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Ireti home' }).first()).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms of use' })).toBeVisible();
  });

  await test.step('a static page, from the footer', async () => {
    await footer.getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL(/\/how_it_works$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
    for (const step of [
      'Submit a title, picture and story',
      'Share the link',
      'Get vetted by volunteers',
      'Accept donations and thank donors',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'What happens with the money' })).toBeVisible();
  });

  const email = uniqueEmail('help');
  const message = `My donation receipt has not arrived. Please check it for ${email}.`;

  await test.step('the help form sends and confirms', async () => {
    await footer.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.getByLabel('Name', { exact: true }).fill('Ngozi Okafor');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Mobile', { exact: true }).fill('+2348031234567');
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    await expect(page).toHaveURL(/\/support_sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
    await expect(page.getByText('Thank you, Ngozi.')).toBeVisible();
  });

  await test.step('the dev mailbox holds the confirmation and the message to support', async () => {
    const confirmation = await mailTo(page, email, /We received your message/);
    expect(confirmation.text).toContain(message);
    const toSupport = await mailTo(page, 'support@ireti.ng', /Help request from Ngozi Okafor/);
    expect(toSupport.text).toContain(email);
    expect(toSupport.text).toContain('+2348031234567');
    expect(toSupport.text).toContain(message);

    await page.goto(`/dev/mailbox?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: email });
    await expect(card.getByRole('heading', { name: 'We received your message' })).toBeVisible();
    await expect(card.getByText(message)).toBeVisible();
    await expect(page.getByText('1 of ')).toBeVisible();
  });

  await test.step('the 404 page leads home', async () => {
    await page.goto('/campaigns/this/does/not/exist');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /couldn’t find that page/ })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test('look fails on what a person would see wrong: an unlabelled control, a page wider than the screen, a broken picture', async ({
  page,
}, info) => {
  await page.goto('/about');
  await look(page, info, 'about');
  const fails = async (break_: () => void) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(break_);
    await expect(look(page, info, 'broken on purpose')).rejects.toThrow();
  };
  await fails(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<input type="text">'));
  await fails(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div style="width:3000px;height:10px"></div>'));
  await fails(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img alt="" src="/media/none.png">'));
});
