import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Code, type Envelope } from '@ireti/shared/status';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { API_BASE } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { VerificationForm } from './verification-form.tsx';
import { IdentityStatus, UNDER_REVIEW, UNDER_REVIEW_NEXT, UnderReviewBadge } from './identity-status.tsx';

const ada = (o: Partial<ApiUser> = {}) =>
  ({
    _id: 7,
    first_name: 'Ada',
    last_name: 'Obi',
    email: 'ada@example.ng',
    is_organization: 0,
    is_volunteer: 0,
    identity_status: 'none',
    image_url: '/media/ada.webp',
    relevant_doc: null,
    facebook: null,
    twitter: null,
    instagram: null,
    user_ref: null,
    ...o,
  }) as ApiUser;

function renderForm(user: ApiUser) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <VerificationForm user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => auth.signOut());

describe('VerificationForm', () => {
  it('marks every required field before the first submit, for the eye and for a screen reader', () => {
    renderForm(ada({ is_organization: 1, image_url: null }));
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'First name', 'Last name', 'Mobile', 'Email']) {
      const input = screen.getByRole('textbox', { name: `${name} (required)` });
      expect(input.getAttribute('aria-required')).toBe('true');
    }
    expect(screen.getByText(AccountMsg.logoRequired).textContent).toContain('(required)');
    expect(screen.getByText(AccountMsg.featuredImage(2)).textContent).toContain('(required)');
    expect(screen.getByText(/are required\./)).toBeTruthy();
    // Marked, not yet complained about: no field message before the first submit.
    expect(screen.queryByText(/can't be empty/)).toBeNull();
  });

  it('sends the socials in their one stored form, whatever way they were typed', async () => {
    let sent: Record<string, unknown> | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        expect(`${init.method} ${String(input).replace(API_BASE, '')}`).toBe('PUT /account/verification');
        sent = JSON.parse(String(init.body)) as Record<string, unknown>;
        const reply: Envelope<ApiUser> = {
          status: { code: Code.OK, desc: AccountMsg.verificationSubmitted },
          entity: ada({ identity_status: 'submitted' }),
        };
        return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    auth.signIn('token', ada());
    renderForm(ada());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Facebook/), 'https://www.facebook.com/Ada.Obi/');
    await user.type(screen.getByLabelText(/^Twitter/), '@AdaObi');
    await user.type(screen.getByLabelText(/^Instagram/), 'instagram.com/ada.obi');
    await user.type(screen.getByLabelText(/^First name/), 'Ngozi');
    await user.type(screen.getByLabelText(/^Last name/), 'Eze');
    await user.clear(screen.getByLabelText(/^Mobile/));
    await user.type(screen.getByLabelText(/^Mobile/), '08051234567');
    await user.type(screen.getByLabelText(/^Email/), 'ngozi@example.ng');
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({
      facebook: 'https://www.facebook.com/ada.obi',
      twitter: 'https://x.com/adaobi',
      instagram: 'https://www.instagram.com/ada.obi',
      user_ref: { mobile: '+2348051234567' },
    });
  });
});

describe('the ID types (issue 26)', () => {
  it("offers the NIN slip and the driver's licence, and keeps the spec's State bill receipt", () => {
    renderForm(ada({ relevant_doc: '/api/v1/account/verification/file/7' }));
    const options = [...screen.getByRole('combobox', { name: /^ID type/ }).querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['National ID', 'NIN slip', "Voter's card", "Driver's licence", 'State bill receipt']));
  });
});

describe('after submitting (issue 26)', () => {
  it('takes a campaigner the wizard sent back to the wizard, saying so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const reply: Envelope<ApiUser> = {
          status: { code: Code.OK, desc: AccountMsg.verificationSubmitted },
          entity: ada({ identity_status: 'submitted' }),
        };
        return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    auth.signIn('token', ada());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/verify']}>
          <Routes>
            <Route path="/verify" element={<VerificationForm user={ada()} returnTo="/create_campaigns" />} />
            <Route path="/create_campaigns" element={<h1>The wizard</h1>} />
            <Route path="/" element={<h1>Home page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Facebook/), 'ada.obi');
    await user.type(screen.getByLabelText(/^Twitter/), 'adaobi');
    await user.type(screen.getByLabelText(/^Instagram/), 'ada.obi');
    await user.type(screen.getByLabelText(/^First name/), 'Ngozi');
    await user.type(screen.getByLabelText(/^Last name/), 'Eze');
    await user.clear(screen.getByLabelText(/^Mobile/));
    await user.type(screen.getByLabelText(/^Mobile/), '08051234567');
    await user.type(screen.getByLabelText(/^Email/), 'ngozi@example.ng');
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText(/Taking you back to your campaign…/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The wizard' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('Under review', () => {
  it('says what happens next while the information waits for an administrator', () => {
    render(
      <>
        <IdentityStatus user={{ identity_status: 'submitted' }} />
        <UnderReviewBadge user={{ identity_status: 'submitted', is_volunteer: 0 }} />
      </>,
    );
    expect(screen.getAllByText(UNDER_REVIEW)).toHaveLength(2);
    expect(screen.getByText(UNDER_REVIEW_NEXT)).toBeTruthy();
  });

  it('is not shown before submitting or once decided', () => {
    for (const s of ['none', 'approved', 'rejected'] as const) {
      const { unmount } = render(<UnderReviewBadge user={{ identity_status: s, is_volunteer: 0 }} />);
      expect(screen.queryByText(UNDER_REVIEW)).toBeNull();
      unmount();
    }
  });
});
