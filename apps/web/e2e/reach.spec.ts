import { test, expect, DEMO, liveCampaign, look, openDonate, stamp, uniqueEmail } from './support.ts';

/**
 * Reaching every Nigerian (issue 17). A donor without a card: the sandbox checkout offers USSD — the donor picks a bank,
 * sees the code to dial with the amount and the reference, and the payment confirms like a card's.
 */
test('a guest gives by USSD from their bank, and the donation counts', async ({ page }, info) => {
  const c = await liveCampaign(page.request, DEMO.ada, 100_000, `USSD giving ${stamp()}`);
  const dialog = await openDonate(page, c.id);
  await dialog.getByLabel('Amount (₦)').fill('1500');
  await dialog.getByLabel('First name').fill('Musa');
  await dialog.getByLabel('Last name').fill('Bello');
  await dialog.getByLabel('Email').fill(uniqueEmail('musa'));
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await dialog.getByRole('tab', { name: 'USSD' }).click();
  await dialog.getByLabel('Your bank').selectOption({ label: 'Zenith Bank (*966#)' });
  const code = dialog.getByRole('link', { name: /^\*966\*000\*\d{5}#$/ });
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('href', /^tel:/);
  await expect(dialog.getByText(/^IRT-[A-Z0-9]{16}$/)).toBeVisible();
  await look(page, info, 'sandbox USSD checkout');
  await dialog.getByRole('button', { name: 'I’ve dialled and approved' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you, Musa!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/₦1,500\s*raised of ₦100,000/)).toBeVisible();
});

test('a visitor shares a campaign without a smartphone app: by SMS, or a QR code printed on a flyer', async ({ page }, info) => {
  const c = await liveCampaign(page.request, DEMO.ada, 100_000, `Flyer sharing ${stamp()}`);
  await page.goto(`/campaign/${c.id}`);
  const sms = page.getByRole('link', { name: 'SMS' });
  await expect(sms).toHaveAttribute('href', new RegExp(`^sms:\\?&body=.*${c.id}$`));
  await expect(sms).not.toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: 'QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'QR code' });
  const img = dialog.getByRole('img', { name: /QR code of the link/ });
  await expect(img).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(200);
  await look(page, info, 'campaign QR code');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PNG for printing' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ireti-${c.id}-qr.png`);
  const png = await file.createReadStream().then(async (s) => {
    const chunks: Buffer[] = [];
    for await (const ch of s) chunks.push(ch as Buffer);
    return Buffer.concat(chunks);
  });
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  await file.saveAs(info.outputPath('flyer.png'));
});

test('low-data mode: campaign pictures only when tapped, at their smallest size', async ({ page }, info) => {
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const saveData = page.getByRole('contentinfo').getByRole('switch', { name: 'Save data' });
  await saveData.click();
  await expect(saveData).toHaveAttribute('aria-checked', 'true');
  // From here on, count the campaign pictures the browser asks for.
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image' && new URL(r.url()).pathname.startsWith('/media/')) pictures.push(new URL(r.url()).pathname);
  });
  await page.reload();
  const taps = page.getByRole('button', { name: /^Tap to show picture\s*:/ });
  await expect(taps.first()).toBeVisible();
  await page.mouse.wheel(0, 3000);
  await page.waitForLoadState('networkidle');
  expect(pictures).toEqual([]);
  await look(page, info, 'explore in low-data mode');
  await taps.first().click();
  await expect.poll(() => pictures.length).toBe(1);
  expect(pictures[0]).toMatch(/\/363_232_[^/]+$/);
  await expect(page).toHaveURL(/\/campaigns$/);
  // The choice is kept on the device.
  await page.reload();
  await expect(page.getByRole('contentinfo').getByRole('switch', { name: 'Save data' })).toHaveAttribute('aria-checked', 'true');
});
