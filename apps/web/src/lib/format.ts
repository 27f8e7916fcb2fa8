import { formatNaira, koboToNaira } from '@ireti/shared/money';

export { formatNaira };
export const nairaFromKobo = (kobo: number) => formatNaira(koboToNaira(kobo));

const dateFmt = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDate = (iso: string | Date) => dateFmt.format(typeof iso === 'string' ? new Date(iso) : iso);

/** 'created today' when a day old or less, otherwise 'created N days ago' (spec §9). */
export function createdAgo(iso: string | Date, now = Date.now()): string {
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  return days <= 1 ? 'created today' : `created ${days} days ago`;
}

/** Cuts text at `n` characters on a word boundary, with an ellipsis. */
export function preview(text: string, n: number): string {
  if (text.length <= n) return text;
  const cut = text.slice(0, n);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), n - 20))}…`;
}

/** Plain text of trusted, server-sanitised HTML (for previews). */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
