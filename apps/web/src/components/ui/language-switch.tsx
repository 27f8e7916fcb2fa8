import { useId } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@ireti/shared/i18n';
import { i18n, setLanguage, useLanguage, useT } from '../../lib/i18n/index.ts';
import { saveAccountLanguage } from '../../lib/account/language.ts';

export const messages = i18n('shell/language-switch', {
  label: 'Language',
});

/**
 * The language switch (issue 17): in the header, the phone menu and the footer. Each language is
 * named in itself, so a person finds theirs whatever the page is in; the choice is kept on the
 * device and, signed in, on the account.
 */
export function LanguageSwitch({ tone = 'light', compact = false }: { tone?: 'light' | 'dark'; compact?: boolean }) {
  const t = useT(messages);
  const code = useLanguage();
  const id = useId();
  return (
    <div className={compact ? 'flex items-center gap-2' : 'flex flex-col gap-1'}>
      <label
        htmlFor={id}
        className={`${compact ? 'sr-only' : 'text-sm font-semibold'} ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}
      >
        {t.label}
      </label>
      <select
        id={id}
        value={code}
        onChange={(e) => {
          const next = e.currentTarget.value;
          if (!isLanguage(next)) return;
          setLanguage(next);
          void saveAccountLanguage(next);
        }}
        className={`rounded-lg border px-2 py-1.5 text-sm ${tone === 'light' ? 'border-white/40 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-900'}`}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
