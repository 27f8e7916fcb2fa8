import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { nationalNigerianPhone, normalizeNigerianPhone } from '@ireti/shared/phone';
import { i18n, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/field', {
  email: 'Email',
  mobile: 'Mobile',
  mobileHint: 'Start with +234, e.g. +2348012345678',
});

/** A labelled control with its error under it (spec §5: messages shown under the field). */
interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

const control = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${error ? 'border-red-600' : 'border-slate-300'}`;

/** A field's error is a shared check's English message (or a server's, already in the page's language). */
function Wrap({ id, label, error, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  const tr = useLocalise();
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {tr(error)}
        </p>
      )}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function TextField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Wrap id={fid} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={fid}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${fid}-error` : hint ? `${fid}-hint` : undefined}
        className={control(error)}
        {...rest}
      />
    </Wrap>
  );
});

export const TextArea = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { label, error, hint, id, ...rest },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Wrap id={fid} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={fid}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${fid}-error` : hint ? `${fid}-hint` : undefined}
        className={control(error)}
        rows={4}
        {...rest}
      />
    </Wrap>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { label, error, hint, id, children, ...rest },
  ref,
) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Wrap id={fid} label={label} error={error} hint={hint}>
      <select
        ref={ref}
        id={fid}
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${fid}-error` : undefined}
        className={control(error)}
        {...rest}
      >
        {children}
      </select>
    </Wrap>
  );
});

type PresetProps = Omit<ComponentPropsWithoutRef<typeof TextField>, 'label'> & { label?: ReactNode };

/** An e-mail address: the keyboard and the autofill for one. */
export const EmailField = forwardRef<HTMLInputElement, PresetProps>(function EmailField({ label, ...rest }, ref) {
  const t = useT(messages);
  return <TextField ref={ref} label={label ?? t.email} type="email" inputMode="email" autoComplete="email" {...rest} />;
});

/**
 * A Nigerian mobile number, written +234… (spec §5); `hint={null}` for none. However the person
 * types it (0803 123 4567, 803…, +234 (0) 803-…), it is put in that form as they leave the field,
 * before the form's own onBlur (and so its rules) sees it — or, with `national`, in the
 * organisation forms' 08031234567 (their 8 to 11 characters). Every phone field of the app is one.
 */
export const MobileField = forwardRef<HTMLInputElement, PresetProps & { national?: boolean }>(function MobileField(
  { label, hint, national = false, onBlur, ...rest },
  ref,
) {
  const t = useT(messages);
  const normalize = national ? nationalNigerianPhone : normalizeNigerianPhone;
  const leave = (e: FocusEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const value = normalize(input.value);
    if (value !== input.value) input.value = value;
    return onBlur?.(e);
  };
  return (
    <TextField
      ref={ref}
      label={label ?? t.mobile}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+2348012345678"
      hint={hint === undefined ? t.mobileHint : hint}
      {...rest}
      onBlur={leave}
    />
  );
});

/** An option of a ChoiceField: the value shown as is, or [value, label]. */
export type Choice = string | number | readonly [value: string | number, label: string];

/**
 * A SelectField built from a list: an empty first option saying what to pick (when `placeholder`
 * is given), then one option per choice.
 */
export const ChoiceField = forwardRef<
  HTMLSelectElement,
  FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { placeholder?: string; options: readonly Choice[] | undefined }
>(function ChoiceField({ placeholder, options, ...rest }, ref) {
  return (
    <SelectField ref={ref} {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((c) => {
        const [value, text] = typeof c === 'object' ? c : [c, c];
        return (
          <option key={value} value={value}>
            {text}
          </option>
        );
      })}
    </SelectField>
  );
});

/** The form-level error line ('Some of your inputs are not valid', a server desc…). */
export function FormError({ message }: { message?: string | null }) {
  const tr = useLocalise();
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {tr(message)}
    </p>
  );
}
