import { b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/components/volunteers/grade.tsx
var messages = i18n('volunteers/grade', { grade: params('Grade {grade} of 5') });
/** A volunteer's public grade (1–5) as five stars, read out as "Grade 4 of 5". */
function Grade({ grade, className = '' }) {
  const t = useT(messages);
  if (!grade) return null;
  const label = t.grade({ grade });
  return /* @__PURE__ */ a('span', {
    className: `inline-flex items-center gap-0.5 ${className}`,
    role: 'img',
    'aria-label': label,
    title: label,
    children: [1, 2, 3, 4, 5].map((i) =>
      /* @__PURE__ */ a(
        'svg',
        {
          viewBox: '0 0 20 20',
          className: `h-3.5 w-3.5 ${i <= grade ? 'text-sun-500' : 'text-slate-300'}`,
          fill: 'currentColor',
          'aria-hidden': 'true',
          children: /* @__PURE__ */ a('path', { d: 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z' }),
        },
        i,
      ),
    ),
  });
}
export { Grade as t };
