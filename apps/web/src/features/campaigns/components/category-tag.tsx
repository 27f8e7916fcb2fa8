import { CAMPAIGN_CATEGORIES } from '@ireti/shared/constants';
import { i18n, useT } from '../../../lib/i18n/index.ts';

type CategoryName = (typeof CAMPAIGN_CATEGORIES)[number]['name'];

/** The campaign categories' names, keyed by the category's value (what the API and the address carry). */
export const messages = i18n('cards/category-tag', {
  Health: 'Health',
  Finance: 'Finance',
  Support: 'Support',
  Business: 'Business',
  Nonprofit: 'Nonprofit',
  Emergency: 'Emergency',
  Newlywed: 'Newlywed',
  Family: 'Family',
  Wishes: 'Wishes',
} satisfies Record<CategoryName, string>);

/** A category's name in the page's language: `const name = useCategoryName(); name(c.category)`; an unknown one as it came. */
export function useCategoryName(): (value: string) => string {
  const t = useT(messages);
  return (value: string) => (Object.hasOwn(t, value) ? t[value as CategoryName] : value);
}

/** The category with its tag colour (a dot, so the text keeps its contrast). */
export function CategoryTag({ name, className = '' }: { name: string; className?: string }) {
  const categoryName = useCategoryName();
  const colour = CAMPAIGN_CATEGORIES.find((c) => c.name === name)?.colour ?? '#64748b';
  return (
    <span className={`inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase ${className}`}>
      <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ backgroundColor: colour }} />
      {categoryName(name)}
    </span>
  );
}
