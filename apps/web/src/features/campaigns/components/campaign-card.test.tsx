import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import type { CampaignCard as Card } from '@ireti/shared/campaigns/types';
import { CampaignCard, CampaignGrid } from './campaign-card.tsx';
import { placeOf } from './place.ts';
import { setLanguage } from '../../../lib/i18n/index.ts';

/** A card says where the campaign is (LGA, state) and how many gave (issue 14). */
const card = (over: Partial<Card> = {}): Card =>
  ({
    _id: 1,
    campaign_id: 'abcdefghij',
    title: "Restock Mama Nkechi's provisions shop",
    summary: 'Restocking a Mushin shop after a fire',
    description: '',
    category: 'Business',
    types: 'Non-reward based',
    amount: 850_000,
    pledged: 120_000,
    percent: 14,
    goal_reached: false,
    imageUrl: null,
    status: 1,
    suspended: false,
    created: '2026-11-01T09:00:00.000Z',
    state: { state_id: 25, name: 'Lagos' },
    lga: { local_id: 521, local_name: 'Mushin' },
    donors_count: 12,
    funding_mode: 'all_or_nothing',
    ends_at: null,
    user: { _id: 3, first_name: 'Chidi', last_name: 'Eze', is_organization: 0, organization_name: null, image_url: null },
    ...over,
  }) as Card;

const show = (c: Card) =>
  render(
    <MemoryRouter>
      <CampaignCard campaign={c} />
    </MemoryRouter>,
  );

describe('CampaignCard', () => {
  it('shows the place, LGA then state, and the number of donors', () => {
    show(card());
    expect(screen.getByText('Mushin, Lagos')).toBeTruthy();
    expect(screen.getByText('12 donors')).toBeTruthy();
  });

  it('says "1 donor", and groups thousands', () => {
    show(card({ donors_count: 1 }));
    expect(screen.getByText('1 donor')).toBeTruthy();
    show(card({ _id: 2, donors_count: 1204 }));
    expect(screen.getByText('1,204 donors')).toBeTruthy();
  });

  it('shows no place when the campaign has none, the state alone without an LGA', () => {
    show(card({ state: null, lga: null }));
    expect(screen.queryByText(/Place:/)).toBeNull();
    expect(placeOf({ state: { state_id: 20, name: 'Kano' }, lga: null })).toBe('Kano');
    expect(placeOf({ state: { state_id: 15, name: 'Federal Capital Territory' }, lga: { local_id: 1, local_name: 'Bwari' } })).toBe(
      'Bwari, FCT',
    );
  });
});

describe('CampaignGrid', () => {
  const pictures = (lead: boolean) => {
    const { container } = render(
      <MemoryRouter>
        <CampaignGrid
          lead={lead}
          campaigns={[1, 2, 3].map((id) => card({ _id: id, campaign_id: `c${id}`, imageUrl: `/media/campaigns/p${id}.jpg` }))}
        />
      </MemoryRouter>,
    );
    return [...container.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);
  };

  it("fetches a lead grid's first picture at once and first (explore's largest paint), the others lazily", () => {
    expect(pictures(true)).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('fetches every picture lazily in a grid that does not lead its page', () => {
    expect(pictures(false)).toEqual([
      ['lazy', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});

describe('CampaignCard in Hausa (issue 17)', () => {
  afterEach(() => {
    act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('shows its labels, category, progress and donors in Hausa, and the campaign’s own words as they are', async () => {
    act(() => setLanguage('ha'));
    show(card({ types: 'Reward based', category: 'Health', donors_count: 1204 }));
    // the Hausa catalogue of the cards arrives in its own chunk
    await waitFor(() => expect(screen.getByText('masu bayarwa 1,204')).toBeTruthy());
    expect(screen.getByText('Ladan')).toBeTruthy();
    expect(screen.getByText('Lafiya')).toBeTruthy();
    expect(screen.getByText('Wuri:')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Abin da aka tara daga burin kuɗi');
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '₦120,000 da aka tara cikin ₦850,000')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'daga Chidi Eze')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Restock Mama Nkechi's provisions shop" })).toBeTruthy();
    expect(screen.getByText('Mushin, Lagos')).toBeTruthy();
    expect(screen.queryByText(/donors?/)).toBeNull();
  });

  it('says a campaign closed short was refunded, in Hausa', async () => {
    act(() => setLanguage('ha'));
    show(card({ status: 3, goal_reached: false }));
    await waitFor(() => expect(screen.getAllByText('An rufe — an mayar wa masu bayarwa kuɗinsu')).toHaveLength(2));
    expect(
      screen.getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'An rufe — an mayar wa masu bayarwa kuɗinsu · burin kuɗi ₦850,000',
      ),
    ).toBeTruthy();
  });
});
