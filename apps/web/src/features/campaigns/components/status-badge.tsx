/** The status badge in the colours of spec §4: orange, green, blue, purple, red. */
const styles: Record<number, { label: string; className: string }> = {
  0: { label: 'Awaiting verification', className: 'bg-orange-100 text-orange-900 ring-orange-300' },
  1: { label: 'Campaign Live', className: 'bg-green-100 text-green-900 ring-green-300' },
  2: { label: 'Campaign Closed', className: 'bg-blue-100 text-blue-900 ring-blue-300' },
  3: { label: 'Closed for donations', className: 'bg-purple-100 text-purple-900 ring-purple-300' },
  4: { label: 'Campaign Deleted', className: 'bg-red-100 text-red-900 ring-red-300' },
};

export function StatusBadge({ status, suspended = false }: { status: number; suspended?: boolean }) {
  const s = styles[status] ?? styles[1]!;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${s.className}`}>
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
        {s.label}
      </span>
      {suspended && <span className="inline-flex items-center rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">Suspended</span>}
    </span>
  );
}
