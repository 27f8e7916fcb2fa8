import { test, expect } from '@playwright/test';

test('the shell renders and unknown paths show 404', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Ireti home' }).first()).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});
