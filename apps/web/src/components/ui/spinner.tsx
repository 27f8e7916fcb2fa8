export function Spinner({ small = false, label = 'Loading' }: { small?: boolean; label?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
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
