import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/confirm-dialog', {
  cancel: 'Cancel',
});

/** Asks before an action that cannot be taken back (verify a campaign, approve a verification…). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  onConfirm,
  onClose,
  busy = false,
  tone = 'danger',
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  tone?: 'danger' | 'primary';
}) {
  const t = useT(messages);
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="space-y-2 text-slate-700">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
        <Button variant={tone} onClick={onConfirm} loading={busy}>
          {confirm}
        </Button>
      </div>
    </Modal>
  );
}
