import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('admin/filter', {
  apply: 'Filter',
});

/** A list's filter and its page (from 1): choosing another filter starts again at page 1. */
export function usePagedFilter<T>(initial: T) {
  const [value, setValue] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = (v: T) => {
    setValue(v);
    setPage(1);
  };
  return { value, setFilter, page, setPage };
}

/** A small labelled select that filters an admin list. */
export function Filter<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A typed filter of an admin list, applied (trimmed) when its form is sent. */
export function TextFilter({
  label,
  placeholder,
  maxLength,
  onApply,
}: {
  label: string;
  placeholder: string;
  maxLength: number;
  onApply: (text: string) => void;
}) {
  const t = useT(messages);
  const [text, setText] = useState('');
  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(text.trim());
      }}
    >
      <label className="text-sm font-medium text-slate-700">
        {label}
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={maxLength}
          placeholder={placeholder}
          className="mt-1 block min-h-11 rounded-lg border border-slate-300 px-3"
        />
      </label>
      <Button type="submit" variant="secondary">
        {t.apply}
      </Button>
    </form>
  );
}
