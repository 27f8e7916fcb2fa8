import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { i18n, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('account/password-field', {
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
});

/**
 * A password input with a show/hide toggle; the message under it as the other fields. The hint
 * and the error are the shared checks' messages (Msg.password…), shown in the page's language.
 */
export const PasswordField = forwardRef<
  HTMLInputElement,
  { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>
>(function PasswordField({ label, error, hint, id, ...rest }, ref) {
  const t = useT(messages);
  const tr = useLocalise();
  const auto = useId();
  const fid = id ?? auto;
  const [shown, setShown] = useState(false);
  return (
    <div className="mb-4">
      <label htmlFor={fid} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          ref={ref}
          id={fid}
          type={shown ? 'text' : 'password'}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${fid}-error` : hint ? `${fid}-hint` : undefined}
          className={`block w-full rounded-lg border bg-white py-2.5 pr-20 pl-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'}`}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-controls={fid}
          aria-label={shown ? t.hidePassword : t.showPassword}
          className="absolute inset-y-0 right-0 my-1 mr-1 min-w-16 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {shown ? t.hide : t.show}
        </button>
      </div>
      {hint && !error && (
        <p id={`${fid}-hint`} className="mt-1 text-xs text-slate-500">
          {tr(hint)}
        </p>
      )}
      {error && (
        <p id={`${fid}-error`} className="mt-1 text-sm text-red-700">
          {tr(error)}
        </p>
      )}
    </div>
  );
});
