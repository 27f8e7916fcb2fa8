import { useSyncExternalStore } from 'react';
import { Delay } from '@ireti/shared/constants';
import { Code, type Envelope } from '@ireti/shared/status';

/**
 * Toasts: 3 s, top right, green for success and red for errors (spec §8). Top right below the
 * sticky header: over it, a toast hid the logo, search, menu and account buttons (on a phone,
 * the whole header) from the person using them and from the keyboard focus.
 */
interface Toast {
  id: number;
  message: string;
  kind: 'success' | 'error';
}
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(message: string, kind: Toast['kind'] = 'success') {
  const id = nextId++;
  toasts = [...toasts, { id, message, kind }];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, Delay.toastMs);
}
toast.error = (message: string) => toast(message, 'error');
/** A reply's desc: green when it succeeded, red otherwise; true when it succeeded. */
toast.reply = (e: Envelope<unknown>) => {
  const ok = e.status.code === Code.OK;
  toast(e.status.desc, ok ? 'success' : 'error');
  return ok;
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-20 right-4 z-[100] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {list.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${t.kind === 'error' ? 'bg-red-700' : 'bg-green-700'}`}
        >
          {t.message}
        </div>
      ))}
    </div>
  );
}
