import { useState } from 'react';

import { copyLink, shareTargets } from '../../../lib/share.ts';
import { ShareLink } from '../../../components/ui/share-link.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('donations/share-links', {
  shareText: params('I just gave to "{title}" on Ireti. Will you join me?'),
  whatsapp: 'Share on WhatsApp',
  copied: 'Copied',
  copy: 'Copy link',
});

/** After giving: ask the donor to share, WhatsApp first and widest. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useT(messages);
  const [copied, setCopied] = useState(false);
  const links = shareTargets(url, t.shareText({ title }));
  const copy = async () => setCopied(await copyLink(url));
  return (
    <ul className="grid grid-cols-3 gap-2">
      {links.map((l, i) => (
        <li key={l.name} className={i === 0 ? 'col-span-3' : ''}>
          <ShareLink target={l} label={i === 0 ? t.whatsapp : undefined} className="flex justify-center" />
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={copy}
          className="flex min-h-11 w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          aria-live="polite"
        >
          {copied ? t.copied : t.copy}
        </button>
      </li>
    </ul>
  );
}
