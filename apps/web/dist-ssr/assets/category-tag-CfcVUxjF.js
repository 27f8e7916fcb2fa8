import { t as CAMPAIGN_CATEGORIES } from './constants-DBX7dDmi.js';
import { b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/components/campaigns/category-tag.tsx
/** The campaign categories' names, keyed by the category's value (what the API and the address carry). */
var messages = i18n('cards/category-tag', {
  Health: 'Health',
  Finance: 'Finance',
  Support: 'Support',
  Business: 'Business',
  Nonprofit: 'Nonprofit',
  Emergency: 'Emergency',
  Newlywed: 'Newlywed',
  Family: 'Family',
  Wishes: 'Wishes',
});
/** A category's name in the page's language: `const name = useCategoryName(); name(c.category)`; an unknown one as it came. */
function useCategoryName() {
  const t = useT(messages);
  return (value) => (Object.hasOwn(t, value) ? t[value] : value);
}
/** The category with its tag colour (a dot, so the text keeps its contrast). */
function CategoryTag({ name, className = '' }) {
  const categoryName = useCategoryName();
  const colour = CAMPAIGN_CATEGORIES.find((c) => c.name === name)?.colour ?? '#64748b';
  return /* @__PURE__ */ a('span', {
    className: `inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase ${className}`,
    children: [
      /* @__PURE__ */ a('span', {
        'aria-hidden': 'true',
        className: 'h-2 w-2 rounded-full',
        style: { backgroundColor: colour },
      }),
      categoryName(name),
    ],
  });
}
export { useCategoryName as n, CategoryTag as t };
