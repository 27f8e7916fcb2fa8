import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CampaignVolunteers } from '@ireti/shared/trust/types';
import { Code } from '@ireti/shared/status';
import { CampaignVouching } from './campaign-vouching.tsx';

/** Who vouched, on the campaign page (issue 14); what the API shows to whom is vouching.test.ts. */
const vouched: CampaignVolunteers = {
  volunteers: [
    {
      _id: 7,
      first_name: 'Kemi',
      last_name: 'Adeyemi',
      image_url: null,
      grade: 5,
      state: 'Kano',
      verified_count: 12,
      has_profile: true,
      verified: true,
      recommended: true,
    },
    {
      _id: 9,
      first_name: 'Musa',
      last_name: 'Bala',
      image_url: null,
      grade: 3,
      state: 'Kano',
      verified_count: 1,
      has_profile: false,
      verified: true,
      recommended: false,
    },
  ],
  verified_at: '2026-11-20T09:00:00.000Z',
  verified_by: 'volunteer',
  recommended: true,
};

const nobody: CampaignVolunteers = { volunteers: [], verified_at: null, verified_by: null, recommended: false };

function answer(entity: CampaignVolunteers) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ status: { code: Code.OK, desc: 'Successful' }, entity })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const page = (ui: ReactNode) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CampaignVouching', () => {
  it('shows who vouched for a live campaign: name linking to the profile, state, count, grade; no link for a former volunteer', async () => {
    const fetch = answer(vouched);
    page(<CampaignVouching campaign={{ campaign_id: 'abcdefghjk', status: 1, suspended: false }} />);
    const section = await screen.findByRole('region', { name: 'Who vouched for this campaign' });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/v1/campaign/volunteers/abcdefghjk');
    expect(section.textContent).toContain('Checked by Ireti volunteers of the campaign’s state on');
    const kemi = screen.getByRole('link', { name: 'Kemi Adeyemi, volunteer profile' });
    expect(kemi.getAttribute('href')).toBe('/volunteer/7');
    expect(screen.getByText('Volunteer in Kano · 12 campaigns verified')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Grade 5 of 5' })).toBeTruthy();
    expect(screen.getByText('Recommended')).toBeTruthy();
    // Musa is no longer a volunteer: named, counted, not linked.
    expect(screen.getByText('Musa Bala')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Musa Bala/ })).toBeNull();
    expect(screen.getByText('Volunteer in Kano · 1 campaign verified')).toBeTruthy();
    expect(screen.getByText('No longer a volunteer')).toBeTruthy();
  });

  it('shows who vouched on a campaign closed for donations too', async () => {
    answer(vouched);
    page(<CampaignVouching campaign={{ campaign_id: 'abcdefghjk', status: 3, suspended: false }} />);
    expect(await screen.findByRole('link', { name: 'Kemi Adeyemi, volunteer profile' })).toBeTruthy();
  });

  it('explains how vetting works on a campaign awaiting verification, without asking who vouched', () => {
    const fetch = answer(vouched);
    page(<CampaignVouching campaign={{ campaign_id: 'abcdefghjk', status: 0, suspended: false }} />);
    const section = screen.getByRole('region', { name: 'How vetting works' });
    expect(section.textContent).toContain('volunteers who live in the campaign’s state');
    expect(section.textContent).toContain('ID check, proof of address and an interview');
    expect(section.textContent).toContain('call the campaigner and check the story');
    expect(screen.queryByRole('link')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows nothing for a suspended, closed (volunteers replace the tabs there) or deleted campaign', () => {
    const fetch = answer(vouched);
    const cases: { status: 1 | 2 | 4; suspended: boolean }[] = [
      { status: 1, suspended: true },
      { status: 2, suspended: false },
      { status: 4, suspended: false },
    ];
    for (const c of cases) {
      const { container, unmount } = page(<CampaignVouching campaign={{ campaign_id: 'abcdefghjk', ...c }} />);
      expect(container.innerHTML, JSON.stringify(c)).toBe('');
      unmount();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows nothing when the API has nobody to show', async () => {
    const fetch = answer(nobody);
    const { container } = page(<CampaignVouching campaign={{ campaign_id: 'abcdefghjk', status: 1, suspended: false }} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
