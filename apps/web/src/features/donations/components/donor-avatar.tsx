import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('donations/donor-avatar', {
  aDonor: 'A donor',
  transferFrom: params('Transfer from {name}'),
  aTransfer: 'A bank transfer',
});

/** A round initial for a donor (no photos of donors are shown); a heart for anonymous ones. */
export function DonorAvatar({ name, anonymous }: { name: string; anonymous: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ${anonymous ? 'bg-slate-200 text-slate-600' : 'bg-brand-100 text-brand-800'}`}
    >
      {anonymous ? (
        <svg viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
          <path d="M10 17.5s-7-4.2-7-9.2A3.8 3.8 0 0 1 10 6a3.8 3.8 0 0 1 7 2.3c0 5-7 9.2-7 9.2z" />
        </svg>
      ) : (
        (name.trim()[0] ?? '?').toUpperCase()
      )}
    </span>
  );
}

/** A donor's name as the lists show it ("A donor" when it has none): `const donorName = useDonorName()`. */
export function useDonorName() {
  const t = useT(messages);
  return (d: { first_name: string; last_name: string; anonymous?: boolean; transfer?: boolean }) => {
    const name = `${d.first_name} ${d.last_name}`.trim();
    // A transfer into the campaign's permanent account (issue 27): "Transfer from A. Bello".
    if (d.transfer && !d.anonymous) return name ? t.transferFrom({ name }) : t.aTransfer;
    return name || t.aDonor;
  };
}
