import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/grade', {
  grade: params('Grade {grade} of 5'),
});

/** A volunteer's public grade (1–5) as five stars, read out as "Grade 4 of 5". */
export function Grade({ grade, className = '' }: { grade: number | null; className?: string }) {
  const t = useT(messages);
  if (!grade) return null;
  const label = t.grade({ grade });
  return (
    <span className={`inline-flex items-center gap-0.5 ${className}`} role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          className={`h-3.5 w-3.5 ${i <= grade ? 'text-sun-500' : 'text-slate-300'}`}
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
