import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { setLanguage } from '../lib/i18n/index.ts';
import { Header } from './header.tsx';

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

const header = () =>
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );

describe('Header in the person’s language', () => {
  it('switched to Yorùbá, shows its menu in Yorùbá and marks the page <html lang="yo">', async () => {
    header();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'How it Works' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'START CAMPAIGN' })).toBeTruthy();

    // the compact switch beside the menu items
    await userEvent.selectOptions(within(main).getByLabelText('Language'), 'yo');
    expect(document.documentElement.lang).toBe('yo');

    const nav = await screen.findByRole('navigation', { name: 'Àkọ́kọ́' });
    expect(within(nav).getByRole('link', { name: 'Bí ó ṣe ń ṣiṣẹ́' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Olùyọ̀ǹda' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Àwọn àjọ' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Wá' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BẸ̀RẸ̀ ÌPOLONGO' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wọlé' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ojú-ìwé àkọ́kọ́ Ireti' })).toBeTruthy();
    expect(within(nav).getByLabelText('Èdè')).toBeTruthy();
  });

  it('has the switch in the phone menu too, beside Save data', async () => {
    act(() => setLanguage('yo'));
    header();
    await userEvent.click(await screen.findByRole('button', { name: 'Ṣí àkójọ' }));
    const menu = screen.getByRole('navigation', { name: 'Àkójọ fóònù' });
    expect(within(menu).getByRole('link', { name: 'Ìtàn àṣeyọrí' })).toBeTruthy();
    await userEvent.selectOptions(within(menu).getByLabelText('Èdè'), 'en');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Success stories' })).toBeTruthy());
    expect(within(menu).getByRole('switch', { name: 'Save data' })).toBeTruthy();
  });
});
