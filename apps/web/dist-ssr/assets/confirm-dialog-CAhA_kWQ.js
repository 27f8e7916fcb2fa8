import { b as Button } from '../entry-server.js';
import { t as Modal } from './modal-CQEXYd9c.js';
import { b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/components/ui/confirm-dialog.tsx
var messages = i18n('shell/confirm-dialog', { cancel: 'Cancel' });
/** Asks before an action that cannot be taken back (verify a campaign, approve a verification…). */
function ConfirmDialog({ open, title, children, confirm, onConfirm, onClose, busy = false, tone = 'danger' }) {
  const t = useT(messages);
  return /* @__PURE__ */ a(Modal, {
    open,
    onClose,
    title,
    children: [
      /* @__PURE__ */ a('div', {
        className: 'space-y-2 text-slate-700',
        children,
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-6 flex flex-wrap justify-end gap-2',
        children: [
          /* @__PURE__ */ a(Button, {
            variant: 'ghost',
            onClick: onClose,
            disabled: busy,
            children: t.cancel,
          }),
          /* @__PURE__ */ a(Button, {
            variant: tone,
            onClick: onConfirm,
            loading: busy,
            children: confirm,
          }),
        ],
      }),
    ],
  });
}
export { ConfirmDialog as t };
