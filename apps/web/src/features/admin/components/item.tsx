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

/** Where an item stands (waiting for review, approved…), at the top right of its card. */
export function Chip({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">{children}</span>;
}

export const smallButton = '!min-h-9 !px-3 !py-1.5 !text-xs';
