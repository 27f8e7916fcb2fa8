import type { Page } from '@playwright/test';

/** The newest dev-mailbox message to `to` (optionally whose subject matches), polled briefly. */
export async function mailTo(page: Page, to: string, subject?: RegExp) {
  for (let i = 0; i < 40; i++) {
    const res = await page.request.get('/api/v1/dev/outbox');
    const body = await res.json();
    const m = body.entity.messages.find((x: { to: string; subject: string | null }) => x.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(x.subject ?? '')));
    if (m) return m as { to: string; subject: string; text: string; links: string[] };
    await page.waitForTimeout(250);
  }
  throw new Error(`no mail to ${to}`);
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ng`;
