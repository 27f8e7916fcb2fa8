import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { WhyChooseUs } from './home-blocks.tsx';

/** Issue 26: the home page's "Pay the way you like" names every way to pay: card, bank transfer and USSD. */
const payText = () => screen.getAllByRole('listitem')[3]!.textContent;

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

describe('Why choose Ireti: Pay the way you like', () => {
  it('names card, bank transfer and USSD', () => {
    render(
      <MemoryRouter>
        <WhyChooseUs />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Pay the way you like' })).toBeTruthy();
    expect(payText()).toContain('Give by card, bank transfer or USSD, signed in, as a guest or anonymously.');
  });

  it('in Hausa: kati, tura ta banki and USSD (the glossary’s words)', async () => {
    act(() => setLanguage('ha'));
    render(
      <MemoryRouter>
        <WhyChooseUs />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Biya yadda kake so' })).toBeTruthy());
    expect(payText()).toMatch(/kati, tura ta banki ko USSD/);
  });
});
