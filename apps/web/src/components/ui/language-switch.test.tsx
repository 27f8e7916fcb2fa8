import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { locale, setLanguage } from '../../lib/i18n/index.ts';
import { LanguageSwitch } from './language-switch.tsx';

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

describe('LanguageSwitch', () => {
  it('names each language in itself and switches the page, its <html lang> and the kept choice', async () => {
    render(<LanguageSwitch tone="dark" />);
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['English', 'Naijá', 'Yorùbá', 'Hausa', 'Igbo']);
    await userEvent.selectOptions(select, 'yo');
    expect(locale.get()).toBe('yo');
    expect(document.documentElement.lang).toBe('yo');
    expect(localStorage.getItem('ireti.lang')).toBe('yo');
    // the Yorùbá catalogue of the shell arrives in its own chunk, and the label follows
    await waitFor(() => expect(screen.getByLabelText('Èdè')).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Èdè'), 'ha');
    await waitFor(() => expect(screen.getByLabelText('Harshe')).toBeTruthy());
    expect(document.documentElement.lang).toBe('ha');
  });
});
