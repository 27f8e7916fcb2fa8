import { test, expect, DEMO, liveCampaign, look, stamp } from './support.ts';

/**
 * A campaign's permanent bank account number (issue 27): shown on its page and in its share
 * buttons once the bank (the sandbox here) has given it; a transfer into it appears as a donation,
 * "Transfer from C. Bello", or Anonymous when the sender asked on the page before sending.
 */
test('a transfer to a campaign’s permanent account appears as a donation; one sent anonymously shows as Anonymous', async ({
  page,
}, info) => {
  const c = await liveCampaign(page.request, DEMO.ada, 100_000, `Transfers ${stamp()}`);
  // The number is asked for when the campaign goes live (a job): wait until the bank has given it.
  let number = '';
  await expect
    .poll(
      async () => {
        const a = await (await page.request.get(`/api/v1/transfers/account/${c.id}`)).json();
        number = a.entity?.account_number ?? '';
        return a.entity?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('active');

  await page.goto(`/campaign/${c.id}`);
  const card = page.getByRole('region', { name: 'Give by bank transfer, any time' });
  await expect(card.getByTestId('account-number')).toHaveText(number);
  await expect(card.getByText('Sandbox Bank')).toBeVisible();
  await expect(card.getByText(/^IRETI \//)).toBeVisible();
  await expect(card.getByRole('button', { name: `Copy the account number ${number}` })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await look(page, info, 'permanent account on the campaign page', { keep: true });

  // Bola asks to send anonymously before sending, and writes the code in the transfer's description.
  await card.getByText('Send anonymously').click();
  await card.getByLabel('The name on your bank account (optional)').fill('Bola Ade');
  await card.getByRole('button', { name: 'Get my code' }).click();
  const code = (await card.getByTestId('anonymity-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await expect(card.getByText('Valid for 48 hours, for one transfer to this campaign.')).toBeVisible();
  await look(page, info, 'send anonymously: the code', { keep: true });

  // The share buttons carry the number: on screen, and in the SMS text.
  const share = page.locator('div', { has: page.getByText('Share this campaign') }).last();
  await expect(share.getByText('Or give by bank transfer, any time:')).toBeVisible();
  await expect(page.getByRole('link', { name: 'SMS' })).toHaveAttribute('href', new RegExp(`Bank%20transfer%3A%20${number}`));

  // Two transfers arrive at the account (the sandbox's bank): Bola's with the code, Chinedu's without.
  const send = async (amount: number, sender_name: string, narration?: string) => {
    const r = await page.request.post('/api/v1/dev/sandbox/transfer', { data: { account_number: number, amount, sender_name, narration } });
    expect((await r.json()).entity.result).toBe('paid');
  };
  await send(3000, 'BOLA ADE', `from bola ${code}`);
  await send(7500, 'CHINEDU OKAFOR BELLO');

  // A visitor's page may show a total up to a second old after a gift (decision 106): reload as a
  // person would until it shows both transfers.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('₦10,500', { exact: false }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('tab', { name: /Donations/ }).click();
  await expect(page.getByText('Transfer from C. Bello')).toBeVisible();
  await expect(page.getByText('Anonymous', { exact: true })).toBeVisible();
  await expect(page.getByText('Bola')).toHaveCount(0);
  await look(page, info, 'transfers in the donations list', { keep: true });
});
