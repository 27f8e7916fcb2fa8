import { useMemo, useState, type ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { isNotFound, useOutbox, type OutboxMessage } from './api/get-outbox.ts';
import { count, i18n, locale, params, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';
import { dateFormat } from '../../lib/format.ts';

export const messages = i18n('shell/mailbox-page', {
  title: 'Dev mailbox',
  intro:
    'The e-mails and text messages this site has sent, newest first. It exists only outside production, so you can follow verification and reset links without a real inbox.',
  copied: 'Copied',
  copyLink: 'Copy link',
  textMessage: 'Text message',
  noSubject: '(no subject)',
  sms: 'SMS',
  email: 'E-mail',
  sent: 'sent',
  pending: 'pending',
  failed: 'failed',
  to: 'To',
  links: 'Links in this message',
  openLink: 'Open link',
  filter: 'Recipient or subject',
  channel: 'Channel',
  all: 'All',
  autoRefresh: 'Auto-refresh',
  refresh: 'Refresh',
  tryAgain: 'Try again',
  count: count({ one: '{count} message', other: '{count} messages' }),
  someOf: params('{shown} of {total} messages'),
  newest: ' (the newest 200)',
  noMatch: 'No message matches this filter.',
  none: 'No messages yet. They appear here as soon as the site sends one — try the {help} or {signup}.',
  helpForm: 'help form',
  signUp: 'sign up',
});

/**
 * The dev mailbox (docs/design.md §2, never in production): what the site sent, newest first, so a
 * tester can follow a verification or reset link without a real inbox. Links the site generated
 * point at its public URL; they are opened on the origin this page was loaded from, so the
 * tester stays in the same browser session (docs/decisions/061-dev-mailbox.md).
 */

const URL_RE = /https?:\/\/[^\s<>"')\]]+/g;

/** A link of the site itself, as a path on this origin; null for anything else. */
function appPath(raw: string, appOrigins: Set<string>): string | null {
  try {
    const u = new URL(raw);
    if (u.origin !== window.location.origin && !appOrigins.has(u.origin)) return null;
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return null;
  }
}

function LinkOut({
  href,
  appOrigins,
  children,
  className,
}: {
  href: string;
  appOrigins: Set<string>;
  children?: ReactNode;
  className?: string;
}) {
  const path = appPath(href, appOrigins);
  if (path) {
    return (
      <Link to={path} className={className} title={href}>
        {children ?? href}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children ?? href}
    </a>
  );
}

function MessageText({ text, appOrigins }: { text: string; appOrigins: Set<string> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    const i = m.index ?? 0;
    if (i > last) parts.push(text.slice(last, i));
    parts.push(<LinkOut key={i} href={m[0]} appOrigins={appOrigins} className="break-all text-brand-700 underline" />);
    last = i + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <div className="mt-3 font-mono text-[13px] leading-relaxed whitespace-pre-wrap break-words text-slate-800">{parts}</div>;
}

const timeFmt = () => dateFormat({ dateStyle: 'medium', timeStyle: 'medium' });
function ago(iso: string) {
  const rtf = new Intl.RelativeTimeFormat([locale.get(), 'en'], { numeric: 'auto' });
  const s = Math.round((new Date(iso).getTime() - Date.now()) / 1000);
  if (Math.abs(s) < 60) return rtf.format(s, 'second');
  if (Math.abs(s) < 3600) return rtf.format(Math.round(s / 60), 'minute');
  if (Math.abs(s) < 86400) return rtf.format(Math.round(s / 3600), 'hour');
  return rtf.format(Math.round(s / 86400), 'day');
}

const statusStyle: Record<string, string> = {
  sent: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

function CopyButton({ value }: { value: string }) {
  const t = useT(messages);
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      onClick={() =>
        navigator.clipboard?.writeText(value).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          },
          () => undefined,
        )
      }
    >
      {copied ? t.copied : t.copyLink}
    </button>
  );
}

function MessageCard({ m, appOrigins }: { m: OutboxMessage; appOrigins: Set<string> }) {
  const t = useT(messages);
  const title = m.channel === 'sms' ? t.textMessage : m.subject || t.noSubject;
  const status = m.status === 'sent' || m.status === 'pending' || m.status === 'failed' ? t[m.status] : m.status;
  return (
    <li>
      <article aria-labelledby={`msg-${m.id}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span
            className={`rounded px-1.5 py-0.5 font-bold tracking-wide uppercase ${m.channel === 'sms' ? 'bg-sky-100 text-sky-900' : 'bg-brand-100 text-brand-800'}`}
          >
            {m.channel === 'sms' ? t.sms : t.email}
          </span>
          <span className={`rounded px-1.5 py-0.5 font-semibold ${statusStyle[m.status] ?? 'bg-slate-100 text-slate-700'}`}>{status}</span>
          <time dateTime={m.created} title={timeFmt().format(new Date(m.created))} className="text-slate-600">
            {timeFmt().format(new Date(m.created))} · {ago(m.created)}
          </time>
        </div>
        <h2 id={`msg-${m.id}`} className="mt-2 text-lg leading-snug font-bold break-words text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm break-all text-slate-700">
          <span className="text-slate-500">{t.to} </span>
          {m.to}
        </p>
        {m.links.length > 0 && (
          <ul className="mt-3 space-y-2" aria-label={t.links}>
            {m.links.map((l) => (
              <li key={l} className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 p-2">
                <LinkOut
                  href={l}
                  appOrigins={appOrigins}
                  className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
                >
                  {t.openLink}
                </LinkOut>
                <span className="min-w-0 flex-1 text-xs break-all text-slate-700">{appPath(l, appOrigins) ?? l}</span>
                <CopyButton value={l} />
              </li>
            ))}
          </ul>
        )}
        <MessageText text={m.text} appOrigins={appOrigins} />
      </article>
    </li>
  );
}

export default function MailboxPage() {
  const t = useT(messages);
  const [params, setParams] = useSearchParams();
  const [live, setLive] = useState(true);
  const q = params.get('q') ?? '';
  const channel = params.get('channel') ?? '';
  const outbox = useOutbox(live);

  const sent = outbox.data?.messages;
  const appOrigins = useMemo(() => {
    const set = new Set<string>();
    for (const m of sent ?? [])
      for (const l of m.links) {
        try {
          set.add(new URL(l).origin);
        } catch {
          /* not a URL: shown as text */
        }
      }
    return set;
  }, [sent]);
  const shown = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return (sent ?? []).filter(
      (m) =>
        (!channel || m.channel === channel) &&
        (!needle || m.to.toLowerCase().includes(needle) || (m.subject ?? '').toLowerCase().includes(needle)),
    );
  }, [sent, q, channel]);

  if (isNotFound(outbox.error)) return <Navigate to="/404" replace />;

  const setParam = (key: string, value: string) =>
    setParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
        return p;
      },
      { replace: true },
    );

  return (
    <Page title={t.title} intro={t.intro} width="max-w-4xl">
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="mail-filter" className="block text-sm font-medium text-slate-700">
            {t.filter}
          </label>
          <input
            id="mail-filter"
            type="search"
            value={q}
            onChange={(e) => setParam('q', e.target.value)}
            placeholder="e.g. ada@demo.ireti.ng"
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        <div>
          <label htmlFor="mail-channel" className="block text-sm font-medium text-slate-700">
            {t.channel}
          </label>
          <select
            id="mail-channel"
            value={channel}
            onChange={(e) => setParam('channel', e.target.value)}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:w-36"
          >
            <option value="">{t.all}</option>
            <option value="email">{t.email}</option>
            <option value="sms">{t.sms}</option>
          </select>
        </div>
        <div className="flex items-center gap-3">
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={live} onChange={(e) => setLive(e.target.checked)} className="h-4 w-4 accent-brand-700" />
            {t.autoRefresh}
          </label>
          <Button variant="secondary" onClick={() => outbox.refetch()} loading={outbox.isFetching && !outbox.isLoading}>
            {t.refresh}
          </Button>
        </div>
      </div>

      {outbox.isLoading ? (
        <PageSpinner />
      ) : outbox.error ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {outbox.error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => outbox.refetch()}>
            {t.tryAgain}
          </button>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {shown.length === (sent?.length ?? 0) ? t.count(shown.length) : t.someOf({ shown: shown.length, total: sent?.length ?? 0 })}
            {sent && sent.length >= 200 ? t.newest : ''}
          </p>
          {shown.length === 0 ? (
            <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              {sent?.length ? (
                t.noMatch
              ) : (
                <Rich
                  text={t.none}
                  parts={{
                    help: (
                      <Link to="/help" className="font-semibold text-brand-700 underline">
                        {t.helpForm}
                      </Link>
                    ),
                    signup: (
                      <Link to="/signup" className="font-semibold text-brand-700 underline">
                        {t.signUp}
                      </Link>
                    ),
                  }}
                />
              )}
            </div>
          ) : (
            <ul className="mt-4 space-y-4">
              {shown.map((m) => (
                <MessageCard key={m.id} m={m} appOrigins={appOrigins} />
              ))}
            </ul>
          )}
        </>
      )}
    </Page>
  );
}
