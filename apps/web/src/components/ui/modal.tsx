import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/modal', {
  close: 'Close',
});

/** What a dialog's first field is: a control a person fills in or chooses, not a button. */
const FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A native <dialog>: focus trap, Escape, the backdrop and the focus given back on closing come from
 * the browser. It opens with the focus on its first field (the browser would give it to the close
 * button, the first thing it can focus: issue 26); a dialog without fields keeps the browser's choice.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  className = '',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useT(messages);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      d.querySelector<HTMLElement>(FIELDS)?.focus();
    }
    if (!open && d.open) d.close();
  }, [open]);
  // Taken away while open (its owner unmounts it, as the donate modal's Done does): closed first,
  // so the browser gives the focus back to the button that opened it. That close is not the
  // person's: it does not call onClose (a loading placeholder giving way must not close the flow).
  const unmounting = useRef(false);
  useLayoutEffect(() => {
    const d = ref.current;
    return () => {
      unmounting.current = true;
      if (d?.open) d.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={() => !unmounting.current && onClose()}
      onClick={(e) => e.target === ref.current && onClose()}
      className={`m-auto w-full max-w-none rounded-none p-0 backdrop:bg-slate-900/60 sm:w-[415px] sm:rounded-xl ${className}`}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <button type="button" onClick={onClose} className="rounded-md p-2 text-slate-600 hover:bg-slate-100" aria-label={t.close}>
          ✕
        </button>
      </div>
      <div className="max-h-[80vh] overflow-y-auto p-5">{children}</div>
    </dialog>
  );
}
