import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../../lib/i18n/index.ts';
import HowItWorksPage from './how-it-works-page.tsx';
import { ArticleBody } from './content/article-bodies.tsx';

/**
 * Issue 26: a refund goes back the way the money came — card, bank transfer or USSD — so the pages
 * no longer say "through the card provider" to donors who paid by transfer or USSD.
 */
const shown = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

describe('where a refund goes', () => {
  it('How it works: back to the card or the bank account it was paid from', () => {
    shown(<HowItWorksPage />);
    const refund = screen.getByText(/gets the whole amount back/);
    expect(refund.textContent).toContain('the way they paid: to the card, or to the bank account for a bank transfer or USSD.');
    expect(document.body.textContent).not.toContain('card provider');
  });

  it('the article "where your donation goes": the same', () => {
    shown(<ArticleBody slug="where-your-donation-goes" />);
    expect(screen.getByText(/comes back to you/).textContent).toContain(
      'the way you paid (to your card, or to your bank account for a bank transfer or USSD):',
    );
    expect(document.body.textContent).not.toContain('card provider');
  });

  it('in Hausa: the card or the bank account (katin ko asusun banki), not the card company alone', async () => {
    act(() => setLanguage('ha'));
    shown(<HowItWorksPage />);
    await waitFor(() => expect(screen.getByText(/ta hanyar da ya biya: zuwa katinsa/)).toBeTruthy());
    expect(document.body.textContent).not.toContain('ta hannun kamfanin kati');
  });
});
