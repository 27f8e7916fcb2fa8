import type { ReactNode } from 'react';

/** One card of an admin list; actions go in the footer. */
export function Item({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {children}
      {actions && <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions}</div>}
    </li>
  );
}

export const smallButton = '!min-h-9 !px-3 !py-1.5 !text-xs';
