/**
 * Where a campaign can be shared, WhatsApp first (most Nigerian sharing happens there): each
 * target's link, brand colours and icon. The campaign page's share buttons and the donor's
 * thank-you (after giving) both draw them; only the text differs.
 */
export interface ShareTarget {
  name: 'WhatsApp' | 'Facebook' | 'X' | 'SMS';
  href: string;
  className: string;
  icon: string;
  /** A web page opens in a new tab; an SMS opens the phone's messages app in place. */
  newTab: boolean;
}

/** `extra`: a line after the link in the texts a person reads (WhatsApp, SMS), e.g. the campaign's account number. */
export function shareTargets(url: string, text: string, extra?: string): ShareTarget[] {
  const after = extra ? `\n${extra}` : '';
  return [
    {
      name: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}${after}`)}`,
      className: 'bg-[#0e7a40] hover:bg-[#0b6635] text-white',
      newTab: true,
      icon: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .1-3.3-.8-2.8-1.2-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3z',
    },
    {
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      className: 'bg-[#1466d8] hover:bg-[#1057c0] text-white',
      newTab: true,
      icon: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
    },
    {
      name: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
      className: 'bg-black hover:bg-slate-800 text-white',
      icon: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
      newTab: true,
    },
    {
      // Any phone sends a text, smartphone app or not (issue 17). "?&body=" reads on Android and iOS alike.
      name: 'SMS',
      href: `sms:?&body=${encodeURIComponent(`${text} ${url}${after}`)}`,
      className: 'bg-slate-700 hover:bg-slate-800 text-white',
      icon: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 6v2h2V9zm4 0v2h2V9zm4 0v2h2V9z',
      newTab: false,
    },
  ];
}

/** Copies the link; false when the browser refuses (no permission, no secure context). */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}
