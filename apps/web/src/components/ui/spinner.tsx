import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/spinner', {
  loading: 'Loading',
});

export function Spinner({ small = false, label }: { small?: boolean; label?: string }) {
  const t = useT(messages);
  return (
    <span
      role="status"
      aria-label={label ?? t.loading}
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${small ? 'h-4 w-4' : 'h-8 w-8 text-brand-700'}`}
    />
  );
}

export function PageSpinner() {
  return (
    // A full screen tall, so the footer stays below the fold until the page's content arrives:
    // a short placeholder would make it jump (layout shift) when the content replaces it.
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center">
      <Spinner />
    </div>
  );
}
