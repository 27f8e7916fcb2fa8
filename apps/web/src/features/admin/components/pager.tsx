import { Button } from '../../../components/ui/button.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('admin/pager', {
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: params('Page {page} of {total}'),
});

/** Previous / next over pages that start at 1. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (p: number) => void }) {
  const t = useT(messages);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t.pages} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span className="text-sm text-slate-700">{t.pageOf({ page, total: totalPages })}</span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
