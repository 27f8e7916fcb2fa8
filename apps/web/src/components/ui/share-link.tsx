import type { ShareTarget } from '../../lib/share.ts';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/share-link', {
  newTab: '(opens in a new tab)',
});

/**
 * One place to share to (lib/share.ts: WhatsApp, Facebook, X, SMS): its icon, its name and, for a
 * web page, that it opens in a new tab. The campaign page's share buttons and the donor's thank-you
 * both draw their links with it; each lays them out its own way (`className`) and may name one
 * otherwise (`label`: "Share on WhatsApp").
 */
export function ShareLink({ target, label, className }: { target: ShareTarget; label?: string; className: string }) {
  const t = useT(messages);
  return (
    <a
      href={target.href}
      target={target.newTab ? '_blank' : undefined}
      rel={target.newTab ? 'noopener noreferrer' : undefined}
      className={`min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold ${target.className} ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="currentColor">
        <path d={target.icon} />
      </svg>
      {label ?? target.name}
      {target.newTab && <span className="sr-only">{t.newTab}</span>}
    </a>
  );
}
