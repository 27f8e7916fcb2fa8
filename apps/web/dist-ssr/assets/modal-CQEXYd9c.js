import { O as A, b as a, j as T, k as F, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/components/ui/modal.tsx
var messages = i18n('shell/modal', { close: 'Close' });
/** What a dialog's first field is: a control a person fills in or chooses, not a button. */
var FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
/**
 * A native <dialog>: focus trap, Escape, the backdrop and the focus given back on closing come from
 * the browser. It opens with the focus on its first field (the browser would give it to the close
 * button, the first thing it can focus: issue 26); a dialog without fields keeps the browser's choice.
 */
function Modal({ open, onClose, title, children, className = '' }) {
  const t = useT(messages);
  const ref = T(null);
  A(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      d.querySelector(FIELDS)?.focus();
    }
    if (!open && d.open) d.close();
  }, [open]);
  const unmounting = T(false);
  F(() => {
    const d = ref.current;
    return () => {
      unmounting.current = true;
      if (d?.open) d.close();
    };
  }, []);
  return /* @__PURE__ */ a('dialog', {
    ref,
    'aria-label': title,
    onClose: () => !unmounting.current && onClose(),
    onClick: (e) => e.target === ref.current && onClose(),
    className: `m-auto w-full max-w-none rounded-none p-0 backdrop:bg-slate-900/60 sm:w-[415px] sm:rounded-xl ${className}`,
    children: [
      /* @__PURE__ */ a('div', {
        className: 'flex items-center justify-between border-b border-slate-200 px-5 py-3',
        children: [
          /* @__PURE__ */ a('h2', {
            className: 'text-lg font-semibold text-slate-900',
            children: title,
          }),
          /* @__PURE__ */ a('button', {
            type: 'button',
            onClick: onClose,
            className: 'rounded-md p-2 text-slate-600 hover:bg-slate-100',
            'aria-label': t.close,
            children: '✕',
          }),
        ],
      }),
      /* @__PURE__ */ a('div', {
        className: 'max-h-[80vh] overflow-y-auto p-5',
        children,
      }),
    ],
  });
}
export { Modal as t };
