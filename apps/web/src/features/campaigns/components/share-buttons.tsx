import { toast } from '../../../components/ui/toast.tsx';
import { copyLink, shareTargets } from '../../../lib/share.ts';

/** Share a campaign: WhatsApp first (most Nigerian sharing happens there), Facebook, X, SMS, copy link. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const links = shareTargets(url, `${title} — please support this campaign on Ireti:`);
  const copy = async () => {
    if (await copyLink(url)) toast('Link copied');
    else toast.error('Could not copy the link; copy it from the address bar.');
  };
  return (
    <div>
      <p className="text-sm font-semibold text-slate-800">Share this campaign</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.name}>
            <a
              href={l.href}
              target={l.newTab ? '_blank' : undefined}
              rel={l.newTab ? 'noopener noreferrer' : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold ${l.className}`}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="currentColor">
                <path d={l.icon} />
              </svg>
              {l.name}
              {l.newTab && <span className="sr-only">(opens in a new tab)</span>}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={copy}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
            </svg>
            Copy link
          </button>
        </li>
      </ul>
    </div>
  );
}
