import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import type { AdminPage, AuditItem } from '@ireti/shared/trust/types';
import { API_BASE } from '../../../lib/api.ts';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { AuditTab } from './audit-tab.tsx';

/** The audit log in Yorùbá (issue 17): the tab's own texts and the sentences, people's names and amounts as they are. */
const ADA = { _id: 7, name: 'Ada Okafor', email: 'ada@example.ng' };
const entry = (id: number, action: string, data: Record<string, unknown>): AuditItem => ({
  id,
  action,
  subject_type: 'campaign',
  subject_id: '42',
  data,
  actor: ADA,
  subject_name: 'Dialysis for Uncle Obinna',
  campaign_id: 'dialysis-obinna',
  ip: '10.0.0.1',
  created: '2026-03-01T10:00:00.000Z',
});

function stubAudit(items: AuditItem[]) {
  const page: AdminPage<AuditItem> = { transactions: items, total_pages: 1, total_records: items.length, current_page: 1 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (!String(input).replace(API_BASE, '').startsWith('/admin/audit')) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ status: { code: Code.OK, desc: 'Successful' }, entity: page }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AuditTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('AuditTab in Yorùbá', () => {
  afterEach(() => {
    act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('shows the filter, the count, the sentences and the links in Yorùbá', async () => {
    stubAudit([
      entry(1, 'campaign.updated', { changed: ['goalKobo'], goal_kobo: { from: 150_000_000, to: 180_000_000 } }),
      entry(2, 'campaign.suspended', { reason: 'Fake documents' }),
    ]);
    act(() => setLanguage('yo'));
    show();
    // the Yorùbá catalogue of the admin console arrives in its own chunk
    await waitFor(() =>
      expect(screen.getByText('Ada Okafor gbé àfojúsùn “Dialysis for Uncle Obinna” sókè láti ₦1,500,000 sí ₦1,800,000')).toBeTruthy(),
    );
    expect(screen.getByText('Ada Okafor dá “Dialysis for Uncle Obinna” dúró: Fake documents')).toBeTruthy();
    expect(screen.getByText('nǹkan 2')).toBeTruthy();
    expect(screen.getByLabelText('Ìgbésẹ̀ tó bẹ̀rẹ̀ pẹ̀lú')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ṣàlẹ̀' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Ṣí ìpolongo' })).toHaveLength(2);
    expect(screen.queryByText(/raised the goal|Open campaign|Action starts with/)).toBeNull();
  });

  it('reads the same in English, word for word', async () => {
    stubAudit([entry(1, 'campaign.updated', { changed: ['goalKobo'], goal_kobo: { from: 150_000_000, to: 180_000_000 } })]);
    show();
    await waitFor(() =>
      expect(screen.getByText('Ada Okafor raised the goal of “Dialysis for Uncle Obinna” from ₦1,500,000 to ₦1,800,000')).toBeTruthy(),
    );
    expect(screen.getByText('1 item')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open campaign' })).toBeTruthy();
    expect(screen.getByLabelText('Action starts with')).toBeTruthy();
  });
});
