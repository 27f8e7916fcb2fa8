import { CAMPAIGN_CATEGORIES } from '@ireti/shared/constants';

/** The category with its tag colour (a dot, so the text keeps its contrast). */
export function CategoryTag({ name, className = '' }: { name: string; className?: string }) {
  const colour = CAMPAIGN_CATEGORIES.find((c) => c.name === name)?.colour ?? '#64748b';
  return (
    <span className={`inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase ${className}`}>
      <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ backgroundColor: colour }} />
      {name}
    </span>
  );
}
