import { useState } from 'react';

/** After giving: ask the donor to share, WhatsApp first (most Nigerian sharing happens there). */
const ICONS = {
  WhatsApp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.3-.8-2.8-1.2-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3z',
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  X: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
};

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const text = `I just gave to "${title}" on Ireti. Will you join me?`;
  const links = [
    {
      name: 'WhatsApp' as const,
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
      cls: 'bg-[#0e7a40] hover:bg-[#0b6635] text-white sm:col-span-3',
    },
    {
      name: 'Facebook' as const,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      cls: 'bg-[#1466d8] hover:bg-[#1057c0] text-white',
    },
    {
      name: 'X' as const,
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
      cls: 'bg-black hover:bg-slate-800 text-white',
    },
  ];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <ul className="grid grid-cols-3 gap-2">
      {links.map((l, i) => (
        <li key={l.name} className={i === 0 ? 'col-span-3' : ''}>
          <a
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold ${l.cls}`}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="currentColor">
              <path d={ICONS[l.name]} />
            </svg>
            {i === 0 ? 'Share on WhatsApp' : l.name}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={copy}
          className="flex min-h-11 w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          aria-live="polite"
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
      </li>
    </ul>
  );
}
